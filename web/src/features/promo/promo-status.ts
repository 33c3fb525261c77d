/** Where a promotion stands today: running, not started yet, or over. */
export type PromoStatus = 'current' | 'upcoming' | 'ended';

const time = (iso: string | null | undefined) => {
  const value = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(value) ? null : value;
};

/** A promotion's status at `now`; an open end counts as never reached. */
export function promoStatus(
  since: string | null | undefined,
  until: string | null | undefined,
  now: number,
): PromoStatus {
  const start = time(since);
  const end = time(until);
  if (end !== null && end < now) return 'ended';
  if (start !== null && start > now) return 'upcoming';
  return 'current';
}
