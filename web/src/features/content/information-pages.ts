/**
 * The information pages the store has routes for, at /{slug}. Their text comes from the market
 * (a market without one answers 404); a new page needs its slug here, so that an unknown address
 * stays a 404 even when the BFF cannot be reached.
 */
export const INFORMATION_PAGE_SLUGS = [
  'delivery',
  'payment',
  'returns',
  'warranty',
  'service-centers',
  'corporate',
  'faq',
  'contacts',
  'about',
  'vacancies',
  'terms',
  'agreement',
] as const;

/** The slug of an information page's address: «/delivery/» → «delivery». */
export const informationSlugOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');
