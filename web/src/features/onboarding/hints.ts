import { cookieLine } from '../../lib/cookies.ts';

/** The onboarding hints of spec section 2, by priority (lower first): filters, legal entities, search. */
export type HintId = 'filters' | 'legalEntities' | 'search';

export interface Hint {
  priority: number;
  text: string;
}

export const HINTS: Record<HintId, Hint> = {
  filters: {
    priority: 0,
    text: 'Уточните подбор фильтрами: цена, бренд, категория и характеристики.',
  },
  legalEntities: {
    priority: 1,
    text: 'Покупаете для компании? Добавьте юридическое лицо или ИП в личном кабинете.',
  },
  search: {
    priority: 2,
    text: 'Ищите по названию, артикулу или бренду.',
  },
};

/** The cookie that remembers a hint was shown (one year). */
export function seenCookieName(id: HintId): string {
  return `onboarding_${id}`;
}

export function seenCookie(id: HintId): string {
  return cookieLine(seenCookieName(id), '1');
}
