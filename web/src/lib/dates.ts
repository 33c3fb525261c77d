import { LOCALE, once } from './intl.ts';

/** The store's date formatting, for the few pages that show dates (see lib/intl). */

const dates = once(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }),
);
const shortDates = once(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long' }));

/** A date as «24 ноября 2026», or «24 ноября» with `withYear: false`. */
export function formatDate(value: Date | string, { withYear = true } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return (withYear ? dates() : shortDates()).format(date);
}
