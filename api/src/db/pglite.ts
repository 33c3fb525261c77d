import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Sql } from './types.ts';

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps the data in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const query: Sql['query'] = async <Row>(text: string, params?: readonly unknown[]) => {
    const result = await db.query<Row>(text, params ? [...params] : undefined);
    return { rows: result.rows };
  };
  return {
    kind: 'pglite',
    query,
    async transaction(work) {
      return db.transaction(async (tx) =>
        work({
          query: async <Row>(text: string, params?: readonly unknown[]) => {
            const result = await tx.query<Row>(text, params ? [...params] : undefined);
            return { rows: result.rows };
          },
        }),
      );
    },
    async exec(script) {
      await db.exec(script);
    },
    async close() {
      await db.close();
    },
    // An embedded database belongs to one process: nobody else can race it.
    async withExclusiveLock(_key, work) {
      return work();
    },
  };
}
