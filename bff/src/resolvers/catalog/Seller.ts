import type { SellerResolvers } from '../../__generated__/resolvers-types.ts';
import { mapSeo } from '../home-mapper.ts';
import { imageOf } from './money.ts';

/** The parent is the REST seller page: the seller and its SEO data. */
export const Seller: SellerResolvers = {
  slug: (p) => p.seller.slug,
  title: (p) => p.seller.title,
  description: (p) => p.seller.description || null,
  image: (p) => imageOf(p.seller.image_id),
  seo: (p) => mapSeo(p.seo),
};
