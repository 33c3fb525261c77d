import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { home } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

const REFRESH = '/v1/users/me/sessions/current:refresh';

describe('session refresh on 401', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.api.calls.length = 0;
  });

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
});
