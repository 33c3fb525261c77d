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

/** The thin no-break space between digit groups and before the currency sign. */
const THIN_SPACE = '\u202f';

/**
 * The one place money becomes text: digits grouped by three with thin spaces, kopecks only when
 * there are any (with a comma), and the currency sign after the number — «12 490 ₽».
 */
export function formatMoney({ amount, currencyCode }: Money): string {
  const negative = amount < 0;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = cents % 100;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE);
  const number = fraction ? `${grouped},${fraction.toString().padStart(2, '0')}` : grouped;
  const symbol = SYMBOLS[currencyCode] ?? currencyCode;
  return `${negative ? '−' : ''}${number}${THIN_SPACE}${symbol}`;
}
