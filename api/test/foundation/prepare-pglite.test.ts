import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';

describe('start-up on an embedded database on disk', () => {
  it('migrates and seeds a new folder, then serves from it, and finds it ready next time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-prepare-'));
    const config = readConfig({ NODE_ENV: 'test', SEED_PRODUCTS: '40', PGLITE_DATA_DIR: dir });
    try {
      const db = await openPglite(dir);
      try {
        const applied = await prepareDatabase(db, config);
        const files = (await readdir(new URL('../../migrations/', import.meta.url))).filter((f) =>
          /^\d{3}.*\.sql$/.test(f),
        );
        expect(applied.sort()).toEqual(files.sort());
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM listing_rows',
        );
        expect(rows[0]?.n).toBe(40);
        expect(await prepareDatabase(db, config)).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
