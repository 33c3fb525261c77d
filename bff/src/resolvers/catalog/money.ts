import type { ProductCard as ProductCardDto } from '@store/api/contract';
import type { ProductPrice } from '../../__generated__/resolvers-types.ts';

type Priced = Pick<ProductCardDto, 'base_price' | 'user_price' | 'discount' | 'currency_code'>;

/** REST prices → ProductPrice; a zero base price means the product has none. */
export function mapPrice(p: Priced): ProductPrice {
  return {
    base: p.base_price > 0 ? { amount: p.base_price, currencyCode: p.currency_code } : null,
    user: { amount: p.user_price, currencyCode: p.currency_code },
    discount: p.discount,
  };
}

/** An image id → the parent of the Image type. */
export const imageOf = (id: string | null | undefined) => (id ? { id } : null);
