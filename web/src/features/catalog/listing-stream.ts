import type { ListingInput } from '../../__generated__/graphql.ts';
import { cookieLine, readCookie } from '../../lib/cookies.ts';

/**
 * Set by the listing in the browser once its scripts have run: this visitor's browser runs the
 * few lines that put a streamed listing in its place, so its listing pages may stream. A crawler
 * or a browser with scripts off never has it and always gets the whole page at once.
 */
const SCRIPTS_COOKIE = 'scripts';

/** Robots that may run scripts but must still get the page whole. */
const CRAWLER = /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview/i;

/**
 * Whether a server render may send the page before its listing. Only the first page: a later
 * one redirects when it is past the end, which the listing's answer decides, and the status
 * goes out with the page's shell. Filters are harmless: the address's bad values are dropped or
 * clamped before the query, so the listing cannot answer 400 for them.
 */
export function streamsListing(request: Request, input: ListingInput): boolean {
  if (typeof document !== 'undefined' || (input.page ?? 1) > 1) return false;
  if (CRAWLER.test(request.headers.get('user-agent') ?? '')) return false;
  return readCookie(request.headers.get('cookie'), SCRIPTS_COOKIE) === '1';
}

/** Remembers, in the browser, that this visitor's scripts run. */
export function rememberScriptsRun(): void {
  if (readCookie(document.cookie, SCRIPTS_COOKIE) !== '1') {
    document.cookie = cookieLine(SCRIPTS_COOKIE, '1');
  }
}
