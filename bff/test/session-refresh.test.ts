import { describe, expect, it } from 'vitest';
import { home } from './fixtures.ts';
import { useHarness } from './harness.ts';

const REFRESH = '/v1/users/me/sessions/current:refresh';

describe('session refresh on 401', () => {
  const h = useHarness();

  /** The double accepts only the new access token and rotates once, slowly, to let requests pile up. */
  function acceptOneRefresh(ok = true) {
    h.api.handler = (call) => {
      if (call.path === REFRESH) {
        return ok
          ? {
              status: 200,
              body: {},
              delayMs: 150,
              setCookie: [
                'access_token=new-access; Path=/; HttpOnly; SameSite=Lax',
                'refresh_token=new-refresh; Path=/; HttpOnly; SameSite=Lax',
              ],
            }
          : { status: 401, body: { code: 'UNAUTHENTICATED', message: 'expired' }, delayMs: 50 };
      }
      if (!String(call.headers.cookie).includes('access_token=new-access')) {
        return { status: 401, body: { code: 'UNAUTHENTICATED', message: 'expired' } };
      }
      return { status: 200, body: home };
    };
  }

  const oldSession = { cookie: 'access_token=old; refresh_token=old-refresh; fingerprint=fp-1' };

  it('refreshes once for many concurrent requests of one session, and all of them succeed', async () => {
    acceptOneRefresh();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.gql('{ homePage { seo { pageTitle } } }', { headers: oldSession }),
      ),
    );
    expect(h.api.callsTo(REFRESH)).toHaveLength(1);
    expect(JSON.parse(h.api.callsTo(REFRESH)[0]!.body)).toEqual({ fingerprint: 'fp-1' });
    for (const r of results) {
      expect(r.body.data).toEqual({ homePage: { seo: { pageTitle: 'Главная' } } });
      expect(r.setCookie.join()).toContain('access_token=new-access');
    }
  });

  it('resets the user when the refresh itself is refused', async () => {
    acceptOneRefresh(false);
    const session = { cookie: 'access_token=old; refresh_token=dead-refresh; fingerprint=fp-2' };
    const res = await h.gql('{ homePage { seo { pageTitle } } }', { headers: session });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      sessionReset: true,
    });
    expect(res.setCookie.join()).toMatch(/access_token=; Path=\/; Max-Age=0/);
    expect(res.setCookie.join()).toMatch(/refresh_token=; Path=\/; Max-Age=0/);
  });

  it('refreshes separately for different sessions', async () => {
    acceptOneRefresh();
    await Promise.all([
      h.gql('{ homePage { seo { pageTitle } } }', {
        headers: { cookie: 'refresh_token=s-a; fingerprint=a' },
      }),
      h.gql('{ homePage { seo { pageTitle } } }', {
        headers: { cookie: 'refresh_token=s-b; fingerprint=b' },
      }),
    ]);
    expect(h.api.callsTo(REFRESH)).toHaveLength(2);
  });

  const clearsCookies = (setCookie: string[]) => /(access|refresh)_token=;/.test(setCookie.join());

  it('keeps the session through an outage: an API down, failing or slow signs nobody out', async () => {
    const session = { cookie: 'access_token=old; refresh_token=outage-refresh; fingerprint=fp-3' };
    const query = '{ homePage { seo { pageTitle } } }';
    const port = Number(new URL(h.api.url).port);
    await h.api.stop();
    const down = await h.gql(query, { headers: session });
    await h.api.start(port);
    const failing = (status: number, delayMs = 0) => {
      h.api.handler = (call) =>
        call.path === REFRESH
          ? { status, body: { code: 'INTERNAL', message: 'down' }, delayMs }
          : { status: 401, body: { code: 'UNAUTHENTICATED', message: 'expired' } };
    };
    failing(503);
    const erring = await h.gql(query, { headers: session });
    failing(200, 1500);
    const slow = await h.gql(query, { headers: session });
    for (const res of [down, erring, slow]) {
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(res.body.errors?.[0]?.extensions?.sessionReset).toBeUndefined();
      expect(clearsCookies(res.setCookie)).toBe(false);
    }
    // The API is back: the same cookies refresh and the user is still signed in.
    acceptOneRefresh();
    const back = await h.gql(query, { headers: session });
    expect(back.body.data).toEqual({ homePage: { seo: { pageTitle: 'Главная' } } });
    expect(back.setCookie.join()).toContain('access_token=new-access');
  });

  it('never hands a fresh refresh to the old token sent from another device', async () => {
    h.api.handler = (call) => {
      if (call.path === REFRESH) {
        return JSON.parse(call.body).fingerprint === 'fp-owner'
          ? {
              status: 200,
              body: {},
              setCookie: ['access_token=new-access; Path=/; HttpOnly; SameSite=Lax'],
            }
          : { status: 401, body: { code: 'UNAUTHENTICATED', message: 'other device' } };
      }
      return String(call.headers.cookie).includes('access_token=new-access')
        ? { status: 200, body: home }
        : { status: 401, body: { code: 'UNAUTHENTICATED', message: 'expired' } };
    };
    const query = '{ homePage { seo { pageTitle } } }';
    const owner = await h.gql(query, {
      headers: { cookie: 'access_token=old; refresh_token=stolen; fingerprint=fp-owner' },
    });
    expect(owner.setCookie.join()).toContain('access_token=new-access');
    // Within the grace window, the same old refresh token from another fingerprint.
    const thief = await h.gql(query, {
      headers: { cookie: 'access_token=old; refresh_token=stolen; fingerprint=fp-thief' },
    });
    expect(thief.setCookie.join()).not.toContain('new-access');
    expect(thief.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(h.api.callsTo(REFRESH).map((c) => JSON.parse(c.body).fingerprint)).toEqual([
      'fp-owner',
      'fp-thief',
    ]);
  });
});
