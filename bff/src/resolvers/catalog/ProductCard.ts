import type { ProductCardResolvers } from '../../__generated__/resolvers-types.ts';
import { imageOf, mapPrice } from './money.ts';

/** The parent is the REST product card; most fields pass through by name. */
export const ProductCard: ProductCardResolvers = {
  image: (card) => imageOf(card.image_ids[0]),
  price: (card) => mapPrice(card),
};
