import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { openTestDatabase } from '../support/db.ts';

describe('the access log', () => {
  it('writes one info line per request, with its status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const config = readConfig({ NODE_ENV: 'test', SEED_PRODUCTS: '20' });
    const db = await openTestDatabase('pglite');
    await prepareDatabase(db, config);
    const app = await buildApp({ config, db, logger: { level: 'info', stream } });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/settings',
        headers: { 'x-market-id': 'garwin', 'x-request-id': 'r-1' },
      });
      expect(res.statusCode).toBe(200);
      const mine = lines.filter((line) => line['reqId'] === 'r-1');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ level: 30, status: 200, url: '/v1/settings' });
      expect(typeof mine[0]?.['ms']).toBe('number');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
