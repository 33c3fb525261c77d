import type { CategoryCatalogPageResolvers } from '../../__generated__/resolvers-types.ts';
import { mapSeo } from '../home-mapper.ts';

/** The tree comes whole with the page, so its categories need no further calls for their links. */
export const CategoryCatalogPage: CategoryCatalogPageResolvers = {
  categories: (page) => page.categories.map((node) => ({ node, trail: [] })),
  seo: (page) => mapSeo(page.seo),
};
