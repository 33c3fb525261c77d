/** One step of a breadcrumb trail; the last one is the page itself. */
export interface Crumb {
  title: string;
  path: string;
}

const HOME: Crumb = { title: 'Главная', path: '/' };
export const CATALOG_CRUMB: Crumb = { title: 'Каталог', path: '/catalog' };

/** The trail of a category page: home, the catalogue, the category's ancestors and itself. */
export function categoryTrail(
  ancestors: readonly { slug: string; title: string }[],
  category: { slug: string; title: string },
): Crumb[] {
  return [
    HOME,
    CATALOG_CRUMB,
    ...[...ancestors, category].map(({ slug, title }) => ({ title, path: `/catalog/${slug}` })),
  ];
}

/** A trail that starts at home. */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [HOME, ...crumbs];
}

/** The schema.org BreadcrumbList of a trail, with absolute addresses. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

/**
 * The canonical address of a listing page: its path, with the brand pre-filter when there is
 * exactly one and the page when it is not the first; other filters, order and view are dropped.
 */
export function canonicalUrl(url: URL): string {
  const canonical = new URL(url.pathname, url.origin);
  const brands = url.searchParams.getAll('brand');
  if (brands.length === 1 && brands[0]) canonical.searchParams.set('brand', brands[0]);
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) canonical.searchParams.set('page', String(page));
  return canonical.href;
}
