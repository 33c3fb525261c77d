import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookies } from './browser-cookies.ts';
import { readCookie } from './cookies.ts';

describe('browserCookies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the cookies from the Cookie Store, as document.cookie would give them', async () => {
    vi.stubGlobal('document', { cookie: 'stale=1' });
    vi.stubGlobal('cookieStore', {
      getAll: async () => [
        { name: 'onboarding_search', value: '1' },
        { name: 'city', value: '%D0%9C' },
      ],
    });
    const cookies = await browserCookies();
    expect(cookies).toBe('onboarding_search=1; city=%D0%9C');
    expect(readCookie(cookies, 'city')).toBe('М');
  });

  it('reads document.cookie in a browser without the Cookie Store, or when it fails', async () => {
    vi.stubGlobal('document', { cookie: 'a=1; b=2' });
    expect(await browserCookies()).toBe('a=1; b=2');
    vi.stubGlobal('cookieStore', { getAll: () => Promise.reject(new Error('denied')) });
    expect(await browserCookies()).toBe('a=1; b=2');
  });
});
