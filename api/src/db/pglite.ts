import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Sql } from './types.ts';

/**
 * Memory settings of the embedded server. It lives in the API's own process, and WebAssembly
 * memory never shrinks: PostgreSQL's defaults (128 MB of shared buffers, touched at start, and
 * 64 MB for maintenance) are meant for a server of its own. The files stay in the operating
 * system's cache, so smaller buffers cost a copy per page rather than a disk read.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '16MB',
};

/**
 * PostgreSQL's WebAssembly runs on V8's baseline compiler only. V8 otherwise recompiles the
 * functions that get hot with its optimizing compiler, and a few of PostgreSQL's functions are so
 * large that compiling one takes some 500 MB for a second or two: the process peaks near 800 MB
 * at start (or whenever such a function gets hot) while it keeps under 300 MB. Queries cost about
 * a quarter more CPU in the database; a page waits mostly elsewhere. Set before the module is
 * compiled, which is when V8 reads them.
 */
function baselineCompilerOnly(): void {
  setFlagsFromString('--no-wasm-tier-up');
  setFlagsFromString('--no-wasm-dynamic-tiering');
}

/** The embedded server with the store's extension and settings. */
export function createPglite(dataDir: string | undefined): Promise<PGlite> {
  baselineCompilerOnly();
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  return PGlite.create({ dataDir, extensions: { pg_trgm }, startParams });
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps the data in memory (tests). A database on
 * disk is opened on first use, and can be handed to another process for a while (`whileClosed`).
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let opened: Promise<PGlite> | null = dataDir ? null : createPglite(undefined);
  const pg = (): Promise<PGlite> => (opened ??= createPglite(dataDir));
  if (opened) await opened;
  const query: Sql['query'] = async <Row>(text: string, params?: readonly unknown[]) => {
    const result = await (await pg()).query<Row>(text, params ? [...params] : undefined);
    return { rows: result.rows };
  };
  const close = async () => {
    const db = opened;
    opened = null;
    if (db) await (await db).close();
  };
  return {
    kind: 'pglite',
    query,
    async transaction(work) {
      return (await pg()).transaction(async (tx) =>
        work({
          query: async <Row>(text: string, params?: readonly unknown[]) => {
            const result = await tx.query<Row>(text, params ? [...params] : undefined);
            return { rows: result.rows };
          },
        }),
      );
    },
    async exec(script) {
      await (await pg()).exec(script);
    },
    close,
    // An embedded database belongs to one process: nobody else can race it.
    async withExclusiveLock(_key, work) {
      return work();
    },
    ...(dataDir
      ? {
          dataDir,
          async whileClosed<T>(work: () => Promise<T>): Promise<T> {
            await close();
            return work();
          },
        }
      : {}),
  };
}
