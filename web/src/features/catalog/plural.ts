import { formatCount, pluralRu } from '../../lib/intl.ts';

const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

/** «1 товар», «3 товара», «25 товаров». */
export function productCount(count: number): string {
  return `${formatCount(count)} ${pluralRu(count, PRODUCT_FORMS)}`;
}
