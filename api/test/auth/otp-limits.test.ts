import { describe, expect, it } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import { requestCode, testClock } from './helpers.ts';

describe.each(databaseKinds())('message limits on %s', (kind) => {
  const time = testClock();
  const ctx = useTestApp(() => startAuthApp(kind, { clock: time.clock }));

  it('allows five messages an hour to one identity, then answers 409', async () => {
    const identity = 'busy@example.ru';
    for (let message = 0; message < 5; message++) {
      const ip = `198.51.100.${message + 1}`;
      expect((await requestCode(ctx.app, identity, { ip })).statusCode).toBe(200);
      time.advance(61);
    }
    const sixth = await requestCode(ctx.app, identity, { ip: '198.51.100.99' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_MESSAGES' });

    time.advance(3600);
    expect((await requestCode(ctx.app, identity)).statusCode).toBe(200);
  });

  it('allows twenty messages an hour from one address, then answers 409', async () => {
    const ip = '203.0.113.50';
    for (let message = 0; message < 20; message++) {
      expect((await requestCode(ctx.app, `visitor${message}@example.ru`, { ip })).statusCode).toBe(
        200,
      );
    }
    const blocked = await requestCode(ctx.app, 'visitor20@example.ru', { ip });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_MESSAGES' });
    // Another address is not affected.
    const other = await requestCode(ctx.app, 'visitor20@example.ru', { ip: '203.0.113.51' });
    expect(other.statusCode).toBe(200);
  });

  it('lets only one of several simultaneous requests through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        requestCode(ctx.app, 'racer@example.ru', { ip: `192.0.2.${100 + i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
