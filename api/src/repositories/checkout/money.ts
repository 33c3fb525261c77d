/** Roubles to whole kopecks, so sums add up exactly. */
export const kop = (roubles: number): number => Math.round(roubles * 100);

/** Whole kopecks to roubles with two decimals. */
export const rub = (kopecks: number): number => kopecks / 100;

/** «12 345,60 ₽», as a message or a letter shows a sum. */
export function formatRoubles(roubles: number): string {
  const [whole = '0', fraction = '00'] = roubles.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return fraction === '00' ? `${grouped}\u00a0₽` : `${grouped},${fraction}\u00a0₽`;
}
