/** Money of documents is counted in kopecks: numeric(14,2) values from the database become integers. */
export function toKopecks(value: string | number): number {
  return Math.round(Number(value) * 100);
}

/** 1234560 → «12 345,60» with plain spaces, as Russian documents print sums. */
export function formatKopecks(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const rubles = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${rubles},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * VAT of Russia: 20 % until the end of 2025, 22 % from 1 January 2026 (law 425-ФЗ). Prices of the
 * store include VAT, so the tax inside a sum is sum × rate / (100 + rate).
 */
export function vatRateOn(date: Date): number {
  return date.getTime() >= Date.UTC(2025, 11, 31, 21) ? 22 : 20;
}

export function vatInside(kopecks: number, rate: number): number {
  return Math.round((kopecks * rate) / (100 + rate));
}
