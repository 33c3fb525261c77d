import { cookieLine } from '../../lib/cookies.ts';

/** The onboarding hints of spec section 2, by priority (lower first): filters, legal entities, search. */
export type HintId = 'filters' | 'legalEntities' | 'search';

/** Which hint shows first when several are waiting (lower first). */
export const HINT_PRIORITY: Record<HintId, number> = {
  filters: 0,
  legalEntities: 1,
  search: 2,
};

/** The cookie that remembers a hint was shown (one year). */
export function seenCookieName(id: HintId): string {
  return `onboarding_${id}`;
}

export function seenCookie(id: HintId): string {
  return cookieLine(seenCookieName(id), '1');
}
