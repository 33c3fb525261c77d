/** The Russian plural form for a count: one (1, 21), few (2–4, 22–24) or many (0, 5–20, 25…). */
export function pluralRu(
  count: number,
  [one, few, many]: readonly [string, string, string],
): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (tens > 10 && tens < 20) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

/** «1 товар», «3 товара», «25 товаров». */
export function productCount(count: number): string {
  return `${count.toLocaleString('ru-RU')} ${pluralRu(count, PRODUCT_FORMS)}`;
}
