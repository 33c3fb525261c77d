import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, it, inject } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';

const url = inject('postgresUrl');

describe.runIf(url)('start-up on PostgreSQL', () => {
  it('lets two replicas migrate and seed one empty database at the same time', async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url ?? '' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url ?? '');
    target.pathname = `/${name}`;
    const config = readConfig({ NODE_ENV: 'test', SEED_PRODUCTS: '50' });
    const [first, second] = [
      await openPostgres(target.toString()),
      await openPostgres(target.toString()),
    ];
    try {
      const results = await Promise.allSettled([
        prepareDatabase(first, config),
        prepareDatabase(second, config),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const files = (await readdir(new URL('../../migrations/', import.meta.url))).filter((f) =>
        /^\d{3}.*\.sql$/.test(f),
      );
      const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
      expect(applied.sort()).toEqual(files.sort());
      const { rows } = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM markets');
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
