import type { CategoryPage } from '@store/api/contract';
import type { GraphQLContext } from '../../context.ts';
import { UpstreamError } from '../../errors.ts';
import type { CategoryResolvers } from '../../__generated__/resolvers-types.ts';
import { getCategoryPage } from '../../upstream/catalog.ts';
import { mapSeo } from '../home-mapper.ts';
import { imageOf } from './money.ts';
import type { CategoryParent } from './parents.ts';

/** The category's own page: the one it came with, or loaded by slug (once per request). */
async function pageOf(parent: CategoryParent, { api }: GraphQLContext): Promise<CategoryPage> {
  const page = parent.page ?? (await getCategoryPage(api, parent.node.slug));
  if (!page) throw new UpstreamError(404, 'Category page not found', 'NOT_FOUND');
  return page;
}

/** REST gives the trail down to the category itself; GraphQL's stops at its parent. */
const trailOf = (page: CategoryPage) =>
  page.category.breadcrumbs.filter((crumb) => crumb.slug !== page.category.slug);

export const Category: CategoryResolvers = {
  id: (p) => p.node.id,
  slug: (p) => p.node.slug,
  title: (p) => p.node.title,
  image: (p) => imageOf(p.node.image_id),
  description: async (p, _a, ctx) => (await pageOf(p, ctx)).category.description || null,
  ecommerceId: async (p, _a, ctx) => (await pageOf(p, ctx)).category.ecommerce_id,
  seller: async (p, _a, ctx) => (await pageOf(p, ctx)).category.seller,
  breadcrumbs: async (p, _a, ctx) => p.trail ?? trailOf(await pageOf(p, ctx)),
  children: async (p, _a, ctx) => {
    const self = { slug: p.node.slug, title: p.node.title };
    // A node of the catalogue tree knows its children and trail; otherwise they come with its page.
    if (p.node.children && p.trail) {
      const trail = [...p.trail, self];
      return p.node.children.map((node) => ({ node, trail }));
    }
    const page = await pageOf(p, ctx);
    const trail = [...trailOf(page), self];
    return page.category.children.map((node) => ({ node, trail }));
  },
  seo: async (p, _a, ctx) => mapSeo((await pageOf(p, ctx)).seo),
};
