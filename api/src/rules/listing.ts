/**
 * The limits of a listing request (POST /v1/products and the scoped listings) and of a page's
 * slug. The API refuses what lies outside them; the web clamps what a visitor typed into the
 * address to them instead, so a hand-edited address still shows a listing.
 */
/** A page's slug is one path segment, and the API's router takes segments of at most 100. */
export const MAX_SLUG_LENGTH = 100;
export const MAX_SEARCH_TEXT_LENGTH = 200;
export const MAX_PAGE_NUMBER = 10_000;
/** Products on a page when the request names no size, and the most it may name. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Values of one multi-valued filter (brands, categories, promotions, one property's values). */
export const MAX_FILTER_VALUES = 100;
/** The length of one such value (a slug or a property's value). */
export const MAX_FILTER_VALUE_LENGTH = 200;
export const MAX_PROPERTY_FILTERS = 50;
export const MAX_PROPERTY_ID_LENGTH = 100;

/** Whether a filter value (a slug or a property's value) is one the API takes. */
export function isFilterValue(value: string): boolean {
  return value.length > 0 && value.length <= MAX_FILTER_VALUE_LENGTH;
}

/** Whether a slug can name a page at all; one that cannot is simply not found. */
export function isPossibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH;
}
