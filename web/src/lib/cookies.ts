/** One year in seconds: the life of the location, currency, view-mode and onboarding cookies. */
export const ONE_YEAR_SECONDS = 31_536_000;

/** A cookie name as RFC 6265 allows it (a token). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The one writer of the cookies the browser app keeps: a line for `document.cookie` with the
 * value encoded, for the whole site, SameSite=Lax. `maxAge: 0` forgets the cookie. Throws for a
 * name a cookie cannot have.
 */
export function cookieLine(name: string, value: string, maxAge = ONE_YEAR_SECONDS): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const age = Math.floor(maxAge);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${age}; Path=/; SameSite=Lax`;
}

/**
 * The value of one cookie in a Cookie header or `document.cookie`; undefined when absent. The
 * first of several with the name counts; a value that is not valid percent-encoding is kept as
 * it is written.
 */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
