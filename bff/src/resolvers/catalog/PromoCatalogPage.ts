import type { PromoCatalogPageResolvers } from '../../__generated__/resolvers-types.ts';
import { mapSeo } from '../home-mapper.ts';

export const PromoCatalogPage: PromoCatalogPageResolvers = {
  promos: (page) => page.promos.map((promo) => ({ promo })),
  seo: (page) => mapSeo(page.seo),
};
