/** The routes whose entering or leaving resets the search on markets that ask for it. */
export type SearchScope = 'catalog' | 'seller' | 'product' | 'search' | null;

/** Which of the search-resetting routes an address belongs to. */
export function searchScope(pathname: string): SearchScope {
  if (pathname === '/catalog' || pathname.startsWith('/catalog/')) return 'catalog';
  if (pathname === '/seller' || pathname.startsWith('/seller/')) return 'seller';
  if (pathname.startsWith('/tovar/')) return 'product';
  if (pathname === '/search') return 'search';
  return null;
}

/** The seller whose pages the address is on, to limit suggestions to that seller. */
export function sellerOf(pathname: string): string | null {
  const match = /^\/seller\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Spec section 2 (sprout): moving into or out of the catalogue, seller, product or search routes
 * resets the search. Moves between other pages, or within one of those routes, keep it.
 */
export function resetsSearch(from: SearchScope | undefined, to: SearchScope): boolean {
  if (from === undefined || from === to) return false;
  return from !== null || to !== null;
}
