import { formatCount, pluralRu } from '../../lib/intl.ts';

const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

/** «1 товар», «3 товара», «25 товаров». */
export function productCount(count: number): string {
  return `${formatCount(count)} ${pluralRu(count, PRODUCT_FORMS)}`;
}

/**
 * The listing's count: «Найдено: 25 товаров», «Найдено: около 3 товаров» for a best guess of a
 * typo-tolerant search, and «Ничего не найдено» for none (never «около 0»).
 */
export function listingTotal(count: number, accurate: boolean): string {
  if (count <= 0) return 'Ничего не найдено';
  return `Найдено: ${accurate ? '' : 'около '}${productCount(count)}`;
}
