/**
 * `pnpm bench:catalog`: seeds BENCH_PRODUCTS (default 100,000) products into (a) PGlite in a temp
 * folder and (b) a throw-away PostgreSQL 15, then sends catalogue listings (text, two filters and
 * facets, and more) through the REST app one at a time and prints p50/p95 per database.
 * It prints figures; it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { readConfig } from '../api/src/config.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { openPglite } from '../api/src/db/pglite.ts';
import { openPostgres } from '../api/src/db/postgres.ts';
import type { Database } from '../api/src/db/types.ts';
import { seed } from '../api/src/seed/index.ts';
import { postgresAvailable, startPostgres } from '../api/test/support/postgres.ts';
import { measure, type Figures } from './bench-catalog/measure.ts';
import { SCENARIOS } from './bench-catalog/scenarios.ts';

const products = process.env.BENCH_PRODUCTS ?? '100000';
const runs = Number(process.env.BENCH_RUNS ?? 200);
const config = readConfig({ NODE_ENV: 'test', SEED_PRODUCTS: products });

async function bench(label: string, db: Database): Promise<Figures[]> {
  await migrate(db);
  const started = performance.now();
  await seed(db, config);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: seeded ${products} products in ${seconds.toFixed(1)} s`);
  const app = await buildApp({ config, db });
  await app.ready();
  const figures: Figures[] = [];
  try {
    for (const scenario of SCENARIOS) figures.push(await measure(app, scenario, runs));
  } finally {
    await app.close();
  }
  return figures;
}

function print(label: string, figures: Figures[]): void {
  console.log(`\n${label} (${runs} sequential requests per scenario, ms)`);
  console.table(
    figures.map((f) => ({
      scenario: f.name,
      p50: Number(f.p50.toFixed(1)),
      p95: Number(f.p95.toFixed(1)),
      first: Number(f.first.toFixed(1)),
      'total_size seen': f.totals,
    })),
  );
}

const results: [string, Figures[]][] = [];
const dir = mkdtempSync(join(tmpdir(), 'store-bench-pglite-'));
try {
  const db = await openPglite(dir);
  try {
    results.push(['(a) PGlite', await bench('(a) PGlite', db)]);
  } finally {
    await db.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (postgresAvailable()) {
  const server = await startPostgres();
  try {
    const db = await openPostgres(server.url);
    try {
      results.push(['(b) PostgreSQL 15', await bench('(b) PostgreSQL 15', db)]);
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
  }
} else {
  console.log('PostgreSQL 15 binaries not found (PG_BIN): only PGlite measured.');
}

for (const [label, figures] of results) print(label, figures);
