const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

interface Day {
  day: number;
  month: number;
  year: number;
}

/** The calendar day of an ISO 8601 date or date-time, as the API wrote it (UTC). */
function dayOf(iso: string | null | undefined): Day | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

const dayMonth = (d: Day) => `${d.day} ${MONTHS[d.month]}`;
const full = (d: Day) => `${dayMonth(d)} ${d.year}`;

/** A date as Russian text, «9 декабря 2026»; null when there is none. */
export function formatPromoDay(iso: string | null | undefined): string | null {
  const day = dayOf(iso);
  return day && full(day);
}

/**
 * A promotion's dates as Russian text: «с 1 марта по 31 мая 2026», «с 1 по 31 марта 2026»,
 * «с 20 декабря 2025 по 10 января 2026»; «с 1 марта 2026» or «до 31 мая 2026» when one end is
 * missing; null when both are.
 */
export function formatPromoPeriod(since?: string | null, until?: string | null): string | null {
  const from = dayOf(since);
  const to = dayOf(until);
  if (from && to) {
    if (from.year !== to.year) return `с ${full(from)} по ${full(to)}`;
    if (from.month !== to.month) return `с ${dayMonth(from)} по ${full(to)}`;
    if (from.day !== to.day) return `с ${from.day} по ${full(to)}`;
    return full(to);
  }
  if (from) return `с ${full(from)}`;
  if (to) return `до ${full(to)}`;
  return null;
}
