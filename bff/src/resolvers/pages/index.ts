import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { pagesApi } from '../../upstream/pages.ts';
import { mapSeo } from '../home-mapper.ts';

/** The information pages (delivery, payment, terms…) and the brands page. */
export const pagesResolvers: Resolvers = {
  Query: {
    contentPage: async (_parent, { slug }, { api }) => {
      const page = await pagesApi.contentPage(api, slug);
      if (!page) return null;
      return {
        slug: page.slug,
        title: page.title,
        sections: page.sections,
        links: page.links,
        updatedAt: page.updated_at,
        seo: mapSeo(page.seo),
      };
    },
    contentPages: async (_parent, _args, { api }) => (await pagesApi.contentPages(api)).pages,
    brandIndex: async (_parent, _args, { api }) => {
      const index = await pagesApi.brandIndex(api);
      return {
        brands: index.brands.map((b) => ({
          id: b.id,
          slug: b.slug,
          title: b.title,
          logo: b.image_id ? { id: b.image_id } : null,
          productCount: b.product_count,
        })),
        seo: mapSeo(index.seo),
      };
    },
  },
};
