import { parseCookie, stringifySetCookie } from 'cookie';

/** One year in seconds: the life of the location, currency, view-mode and onboarding cookies. */
export const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The one writer of the cookies the browser app keeps: a line for `document.cookie` with the
 * value encoded, for the whole site, SameSite=Lax. `maxAge: 0` forgets the cookie.
 */
export function cookieLine(name: string, value: string, maxAge = ONE_YEAR_SECONDS): string {
  return stringifySetCookie({ name, value, maxAge, path: '/', sameSite: 'lax' });
}

/** The value of one cookie in a Cookie header or `document.cookie`; undefined when absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  return parseCookie(cookies ?? '')[name];
}
