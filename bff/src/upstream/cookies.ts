import { parseCookie, parseSetCookie, stringifyCookie } from 'cookie';

/**
 * The cookies of one GraphQL request: what the browser sent, updated by every Set-Cookie the API
 * answers (so a retry after a refresh carries the new tokens), and the Set-Cookie lines to relay.
 */
export class CookieJar {
  private readonly values: Map<string, string>;
  readonly outgoing: string[] = [];

  constructor(header: string | undefined) {
    const parsed = parseCookie(header ?? '');
    this.values = new Map(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  /** The Cookie header for a call to the API. */
  header(): string {
    return stringifyCookie(Object.fromEntries(this.values));
  }

  /** Takes Set-Cookie lines from the API: remembers them for later calls and relays them. */
  accept(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      this.outgoing.push(line);
      this.remember(line);
    }
  }

  /** Sets a cookie of the BFF's own (the fingerprint) for later calls and for the browser. */
  set(line: string): void {
    this.outgoing.push(line);
    this.remember(line);
  }

  private remember(line: string): void {
    const parsed = parseSetCookie(line);
    const expired =
      parsed.maxAge === 0 || (parsed.expires && parsed.expires.getTime() < Date.now());
    if (expired || parsed.value === undefined || parsed.value === '')
      this.values.delete(parsed.name);
    else this.values.set(parsed.name, parsed.value);
  }
}
