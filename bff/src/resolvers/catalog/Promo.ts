import type { GraphQLContext } from '../../context.ts';
import { UpstreamError } from '../../errors.ts';
import type { PromoResolvers } from '../../__generated__/resolvers-types.ts';
import { getPromoPage } from '../../upstream/catalog.ts';
import { mapSeo } from '../home-mapper.ts';
import { imageOf } from './money.ts';
import type { PromoParent } from './parents.ts';

/** A promotion of the list has no SEO data of its own; its page is loaded only if asked. */
async function seoOf(parent: PromoParent, { api }: GraphQLContext) {
  if (parent.seo) return parent.seo;
  const page = await getPromoPage(api, parent.promo.slug);
  if (!page) throw new UpstreamError(404, 'Promo page not found', 'NOT_FOUND');
  return page.seo;
}

export const Promo: PromoResolvers = {
  id: (p) => p.promo.id,
  slug: (p) => p.promo.slug,
  title: (p) => p.promo.title,
  announcement: (p) => p.promo.announcement || null,
  description: (p) => p.promo.description || null,
  image: (p) => imageOf(p.promo.image_id),
  activeSince: (p) => p.promo.active_since || null,
  activeUntil: (p) => p.promo.active_until || null,
  seo: async (p, _a, ctx) => mapSeo(await seoOf(p, ctx)),
};
