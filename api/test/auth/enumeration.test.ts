import { beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import type { Sql } from '../../src/db/types.ts';
import { requestCode, signIn, testClock } from './helpers.ts';

describe.each(databaseKinds())('no identity enumeration on %s', (kind) => {
  const time = testClock();
  const queries: string[] = [];
  let recording = false;
  const ctx = useTestApp(() => startAuthApp(kind, { clock: time.clock }));
  beforeAll(async () => {
    // Record every statement the sign-in services run.
    const record = (sql: Sql): Sql => ({
      query: (text, params) => {
        if (recording) queries.push(text.replace(/\s+/g, ' ').trim());
        return sql.query(text, params);
      },
    });
    const db = ctx.app.auth.db;
    ctx.app.auth.db = {
      ...db,
      ...record(db),
      transaction: (work) => db.transaction((tx) => work(record(tx))),
    };
    await signIn(ctx.app, 'known@example.ru');
    time.advance(61);
  });

  async function observe(identity: string) {
    queries.length = 0;
    recording = true;
    const response = await requestCode(ctx.app, identity);
    recording = false;
    return { response, queries: [...queries] };
  }

  it('answers a registered and an unknown identity alike, with the same work', async () => {
    const known = await observe('known@example.ru');
    const unknown = await observe('stranger@example.ru');

    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(Object.keys(unknown.response.headers).sort()).toEqual(
      Object.keys(known.response.headers).sort(),
    );
    expect(known.response.headers['set-cookie']).toBeUndefined();
    // The same statements run for both (nothing looks the user up), so timing does not differ.
    expect(unknown.queries).toEqual(known.queries);
    expect(known.queries.some((sql) => /\busers\b/.test(sql))).toBe(false);

    const texts = await Promise.all(
      ['known@example.ru', 'stranger@example.ru'].map(async (identity) => {
        const outbox = await ctx.app.inject({
          method: 'GET',
          url: `/_dev/outbox?user_identity=${identity}`,
        });
        return outbox.json<{ text: string }[]>()[0]?.text.replace(/\d/g, '#');
      }),
    );
    expect(texts[0]).toBe('Код для входа: ####');
    expect(texts[1]).toBe(texts[0]);
  });
});
