import type { HomePage as HomePageDto, Seo as SeoDto } from '@store/api/contract';
import type { ResolversTypes, Seo } from '../__generated__/resolvers-types.ts';

export const mapSeo = (seo: SeoDto): Seo => ({
  pageTitle: seo.page_title,
  metaKeywords: seo.meta_keywords,
  metaDescription: seo.meta_description,
  h1: seo.h1,
  noindex: seo.noindex,
});

const image = (id: string | null) => (id ? { id } : null);

type HomePage = ResolversTypes['HomePage'];

/** The mapped form of each kept (frozen, shared) answer, made once rather than per request. */
const mappedKept = new WeakMap<HomePageDto, HomePage>();

/** REST home page → GraphQL; images become `{ id }` parents of the Image type. */
export function mapHomePage(home: HomePageDto): HomePage {
  if (!Object.isFrozen(home)) return mapFresh(home);
  let mapped = mappedKept.get(home);
  if (!mapped) mappedKept.set(home, (mapped = mapFresh(home)));
  return mapped;
}

function mapFresh(home: HomePageDto): HomePage {
  return {
    slides: home.slider.map((s) => ({ link: s.link, title: s.title, image: { id: s.image_uid } })),
    sellers: home.sellers.map((s) => ({ slug: s.slug, title: s.title, image: image(s.image_id) })),
    categories: home.categories.map((c) => ({
      slug: c.slug,
      title: c.title,
      image: image(c.image_id),
    })),
    banners: home.banners.map((b) => ({
      id: b.id,
      title: b.title,
      link: b.link,
      image: { id: b.image_id },
    })),
    seo: mapSeo(home.seo),
  };
}
