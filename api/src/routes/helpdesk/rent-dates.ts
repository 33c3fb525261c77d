import { HttpError } from '../../plugins/errors.ts';
import { RENT_DATES_MESSAGE } from '../../rules/messages/helpdesk.ts';

const DAY_MS = 86_400_000;
/** The longest rent a request may ask for. */
export const MAX_RENT_DAYS = 365;

const invalidDates = () =>
  new HttpError(400, 'INVALID_RENT_DATES', RENT_DATES_MESSAGE, {
    fields: ['date_from', 'date_to'],
  });

function parseDay(value: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw invalidDates();
  }
  return time;
}

/**
 * The number of days of a rent from `from` to `to` inclusive. Throws 400 INVALID_RENT_DATES for a
 * date that does not exist, a start before today (UTC), an end before the start, or a rent longer
 * than a year.
 */
export function checkRentDates(from: string, to: string, now: Date): number {
  const start = parseDay(from);
  const end = parseDay(to);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = (end - start) / DAY_MS + 1;
  if (start < today || days < 1 || days > MAX_RENT_DAYS) throw invalidDates();
  return days;
}
