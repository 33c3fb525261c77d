import { cookieLine } from '../../lib/cookies.ts';

/** The currencyCode cookie line (one year). */
export function currencyCookie(code: string): string {
  return cookieLine('currencyCode', code);
}
