import pg from 'pg';
import type { Database, Sql } from './types.ts';

// Bigint and numeric columns come back as numbers, the same as from PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** A pooled connection to a real PostgreSQL server. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const query: Sql['query'] = async <Row>(text: string, params?: readonly unknown[]) => {
    const result = await pool.query(text, params ? [...params] : undefined);
    return { rows: result.rows as Row[] };
  };
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(text: string, params?: readonly unknown[]) => {
            const r = await client.query(text, params ? [...params] : undefined);
            return { rows: r.rows as Row[] };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    async close() {
      await pool.end();
    },
    async withExclusiveLock(key, work) {
      // A dedicated connection holds the session lock; the work itself uses the pool as usual.
      const holder = new pg.Client({ connectionString });
      await holder.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        await holder.end();
      }
    },
  };
}
