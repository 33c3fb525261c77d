import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startRealStack, type RealStack } from './real-api.ts';

const REQUEST = `mutation ($input: RequestOtpInput!) {
  requestOtp(input: $input) { retryTimeout userErrors { field message code } }
}`;
const VERIFY = `mutation ($input: VerifyOtpInput!) {
  verifyOtp(input: $input) { isRegistration accessTokenExpires userErrors { field message code } }
}`;
const VIEWER = '{ viewer { id profile { email firstName } } }';

describe('sign-in through the BFF against the real API', () => {
  let stack: RealStack;
  beforeAll(async () => {
    stack = await startRealStack();
  }, 60_000);
  afterAll(() => stack.close());

  const requestCode = (cookie: string, identity: string) =>
    stack.gql(REQUEST, {
      cookie,
      variables: { input: { transport: 'EMAIL', userIdentity: identity } },
    });

  /** A new visitor who asked for an e-mail code; their cookies. */
  async function visitorAskingCode(identity: string): Promise<string> {
    const cookie = cookieHeader((await stack.gql('{ currentCity { name } }')).setCookie);
    await requestCode(cookie, identity);
    return cookie;
  }

  /** Requests and verifies a code; returns the browser's cookies afterwards. */
  async function signIn(identity: string): Promise<{ cookie: string; isRegistration: unknown }> {
    const first = await stack.gql('{ currentCity { name } }');
    let cookie = cookieHeader(first.setCookie);
    expect(cookie).toMatch(/fingerprint=/);
    const requested = await requestCode(cookie, identity);
    expect(requested.body.data).toMatchObject({
      requestOtp: { retryTimeout: 60, userErrors: [] },
    });
    const verified = await stack.gql(VERIFY, {
      cookie,
      variables: { input: { userIdentity: identity, otp: await stack.lastCode(identity) } },
    });
    cookie = cookieHeader(verified.setCookie, cookie);
    const payload = (verified.body.data?.verifyOtp ?? {}) as Record<string, unknown>;
    expect(payload.userErrors).toEqual([]);
    return { cookie, isRegistration: payload.isRegistration };
  }

  it('registers by e-mail, shows the viewer, and signs out', async () => {
    expect((await stack.gql(VIEWER)).body.data).toEqual({ viewer: null });
    const { cookie, isRegistration } = await signIn('new.buyer@example.com');
    expect(isRegistration).toBe(true);
    expect(cookie).toMatch(/access_token=.+/);
    const viewer = await stack.gql(VIEWER, { cookie });
    expect(viewer.body.data).toEqual({
      viewer: { id: 'me', profile: { email: 'new.buyer@example.com', firstName: '' } },
    });
    const out = await stack.gql('mutation { signOut { ok } }', { cookie });
    expect(out.body.data).toEqual({ signOut: { ok: true } });
    const after = cookieHeader(out.setCookie, cookie);
    expect(after).not.toMatch(/access_token/);
    expect((await stack.gql(VIEWER, { cookie: after })).body.data).toEqual({ viewer: null });
  });

  it('answers a second code request at once with the rate-limit message', async () => {
    const cookie = cookieHeader((await stack.gql('{ currentCity { name } }')).setCookie);
    const input = { transport: 'EMAIL', userIdentity: 'hurry@example.com' };
    await stack.gql(REQUEST, { cookie, variables: { input } });
    const again = await stack.gql(REQUEST, { cookie, variables: { input } });
    expect(again.body.data).toEqual({
      requestOtp: {
        retryTimeout: null,
        userErrors: [
          {
            field: ['userIdentity'],
            message: 'Превышен лимит отправляемых сообщений, попробуйте позже',
            code: 'RATE_LIMITED',
          },
        ],
      },
    });
  });

  it('answers a wrong code with the spec message and sets no session', async () => {
    const identity = 'wrong.code@example.com';
    const cookie = await visitorAskingCode(identity);
    const code = await stack.lastCode(identity);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const res = await stack.gql(VERIFY, {
      cookie,
      variables: { input: { userIdentity: identity, otp: wrong } },
    });
    expect(res.body.data).toEqual({
      verifyOtp: {
        isRegistration: null,
        accessTokenExpires: null,
        userErrors: [
          { field: ['otp'], message: 'Неверный код. Попробуйте ещё раз', code: 'INVALID_CODE' },
        ],
      },
    });
    expect(res.setCookie.join()).not.toMatch(/access_token=/);
  });

  it('rejects an operation that checks several codes through aliases', async () => {
    const identity = 'guesser@example.com';
    const cookie = await visitorAskingCode(identity);
    const before = stack.paths.filter((p) => p.startsWith('/v1/auth/verify_otp')).length;
    const res = await stack.gql(
      `mutation {
        a: verifyOtp(input: { userIdentity: "${identity}", otp: "0000" }) { isRegistration }
        b: verifyOtp(input: { userIdentity: "${identity}", otp: "0001" }) { isRegistration }
      }`,
      { cookie },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.paths.filter((p) => p.startsWith('/v1/auth/verify_otp')).length).toBe(before);
  });

  it('rejects a batch of operations, so codes cannot be tried several at a time', async () => {
    const before = stack.paths.filter((p) => p.startsWith('/v1/auth/verify_otp')).length;
    const operation = {
      query:
        'mutation { verifyOtp(input: { userIdentity: "b@example.com", otp: "0000" }) { isRegistration } }',
    };
    const res = await fetch(stack.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([operation, { ...operation }]),
    });
    expect(res.status).toBe(400);
    expect(stack.paths.filter((p) => p.startsWith('/v1/auth/verify_otp')).length).toBe(before);
  });

  it('asks for a captcha before an SMS code and hands out a challenge', async () => {
    const cookie = cookieHeader((await stack.gql('{ currentCity { name } }')).setCookie);
    const challenge = await stack.gql('{ captchaChallenge }', { cookie });
    const parsed = JSON.parse(String(challenge.body.data?.captchaChallenge)) as {
      parameters: { algorithm: string };
    };
    expect(parsed.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const res = await stack.gql(REQUEST, {
      cookie,
      variables: { input: { transport: 'SMS', userIdentity: '79991234567' } },
    });
    expect(res.body.data?.requestOtp).toMatchObject({
      retryTimeout: null,
      userErrors: [{ field: ['captcha'], code: 'CAPTCHA_REQUIRED' }],
    });
  });

  it('refreshes once for concurrent requests with an expired access token, then all succeed', async () => {
    const { cookie } = await signIn('refresh.me@example.com');
    // Without the access token the API answers 401, as it does once the token has expired.
    const expired = cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('access_token='))
      .join('; ');
    const before = stack.paths.filter((p) => p.includes('current:refresh')).length;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => stack.gql(VIEWER, { cookie: expired })),
    );
    expect(stack.paths.filter((p) => p.includes('current:refresh')).length - before).toBe(1);
    for (const result of results) {
      expect(result.body.data).toMatchObject({
        viewer: { profile: { email: 'refresh.me@example.com' } },
      });
      expect(result.setCookie.join()).toMatch(/access_token=[^;]+/);
    }
  });

  it('updates the names and refuses a wrong one with a user error', async () => {
    const { cookie } = await signIn('names@example.com');
    const UPDATE = `mutation ($input: UpdateProfileInput!) {
      updateProfile(input: $input) { profile { firstName lastName } userErrors { code } }
    }`;
    const ok = await stack.gql(UPDATE, {
      cookie,
      variables: { input: { firstName: 'Анна-Мария', lastName: "O'Brien" } },
    });
    expect(ok.body.data).toEqual({
      updateProfile: { profile: { firstName: 'Анна-Мария', lastName: "O'Brien" }, userErrors: [] },
    });
    const bad = await stack.gql(UPDATE, { cookie, variables: { input: { firstName: 'A1' } } });
    expect(bad.body.data).toEqual({
      updateProfile: { profile: null, userErrors: [{ code: 'INVALID_NAME' }] },
    });
  });

  it('finds cities and detects one by coordinates and by address', async () => {
    const res = await stack.gql(`{
      searchCities(query: "Моск") { name kladrId confirmed }
      cityByGeo(latitude: "55.75", longitude: "37.61") { name }
      cityByIp { name }
    }`);
    const data = res.body.data as {
      searchCities: { name: string; confirmed: boolean }[];
      cityByGeo: { name: string };
      cityByIp: { name: string };
    };
    expect(data.searchCities[0]).toMatchObject({ name: 'Москва', confirmed: false });
    expect(data.cityByGeo.name).toBe('Москва');
    expect(data.cityByIp.name).toBe('Санкт-Петербург');
  });

  it('gives the signed-in user a context with currencies and permissions', async () => {
    const { cookie } = await signIn('context@example.com');
    const res = await stack.gql(
      '{ viewer { context { permissions baseCurrency { code } displayCurrencies { code } } } }',
      { cookie },
    );
    expect(res.body.data).toEqual({
      viewer: {
        context: {
          permissions: expect.arrayContaining(['CREATE_COMPANY']),
          baseCurrency: { code: 'RUB' },
          displayCurrencies: [{ code: 'BYN' }, { code: 'KZT' }, { code: 'USD' }, { code: 'EUR' }],
        },
      },
    });
  });
});
