import { formatAmount } from '../../lib/intl.ts';

/** Prices arrive in the base currency (RUB); this converts and formats them for display. */
export interface DisplayCurrency {
  code: string;
  symbol: string;
  /** Units of this currency per one unit of the base currency. */
  rate: number;
}

export const DEFAULT_CURRENCY: DisplayCurrency = { code: 'RUB', symbol: '₽', rate: 1 };

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

/** The currency a visitor chose, else the base currency. */
export function selectedCurrency(
  base: DisplayCurrency,
  display: readonly DisplayCurrency[],
  code: string | null | undefined,
): DisplayCurrency {
  if (!code || code === base.code) return base;
  return display.find((currency) => currency.code === code) ?? base;
}
