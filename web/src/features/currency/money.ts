import { formatAmount } from '../../lib/intl.ts';

import type { DisplayCurrency } from './currency-choice.ts';

export { DEFAULT_CURRENCY, selectedCurrency, type DisplayCurrency } from './currency-choice.ts';

/**
 * A readable price as a number (spec section 5): spaces removed, a comma taken as the decimal
 * point; anything that is not a number gives 0.
 */
export function parseReadablePrice(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (!value) return 0;
  const parsed = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A base-currency amount in the display currency. */
export function convertPrice(amount: number | string, currency: DisplayCurrency): number {
  return parseReadablePrice(amount) * currency.rate;
}

/**
 * A base-currency amount converted and written as the store writes money: digit groups split by
 * thin spaces, kopecks (cents) only when there are any, the sign after the number — «1 234,50 $».
 */
export function formatPrice(amount: number | string, currency: DisplayCurrency): string {
  return formatAmount(convertPrice(amount, currency), currency.symbol);
}
