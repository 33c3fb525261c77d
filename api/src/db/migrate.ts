import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './types.ts';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in name order,
 * each in its own transaction. Returns the names it applied.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
      (r) => r.name,
    ),
  );
  const files = (await readdir(dir)).filter((f) => /^\d{3}.*\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = await readFile(`${dir}${file}`, 'utf8');
    await db.transaction(async (tx) => {
      // Statements run one by one so both drivers accept multi-statement files inside a transaction.
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Splits a SQL script on semicolons that end a line, keeping dollar-quoted bodies whole. */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of script.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    current += `${line}\n`;
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      const statement = current.trim();
      if (statement !== ';') statements.push(statement);
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
