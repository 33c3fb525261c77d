import { formatAmount } from '../../lib/intl.ts';

/** An amount of money as the API gives it. */
export interface Money {
  amount: number;
  currencyCode: string;
}

const SYMBOLS: Record<string, string> = {
  RUB: '₽',
  BYN: 'Br',
  KZT: '₸',
  USD: '$',
  EUR: '€',
};

/**
 * The one place an amount in a given currency becomes text, as the store writes money: «12 490 ₽».
 */
export function formatMoney({ amount, currencyCode }: Money): string {
  return formatAmount(amount, SYMBOLS[currencyCode] ?? currencyCode);
}
