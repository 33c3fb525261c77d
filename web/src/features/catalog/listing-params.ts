import type { ListingInput, ListingScopeKind, ListingSort } from '../../__generated__/graphql.ts';
import {
  DEFAULT_PAGE_SIZE,
  isFilterValue,
  MAX_FILTER_VALUES,
  MAX_PAGE_NUMBER,
  MAX_PROPERTY_FILTERS,
  MAX_PROPERTY_ID_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
} from '../../lib/rules/listing.ts';

/** A filter on one property as the address holds it. */
export interface PropertySelection {
  id: string;
  values: string[];
  min?: number;
  max?: number;
}

/** The filters, order and page of a listing, read from the address so it can be shared. */
export interface ListingState {
  text?: string;
  sort: ListingSort;
  page: number;
  priceMin?: number;
  priceMax?: number;
  brands: string[];
  categories: string[];
  /** Slugs of virtual categories (current promotions). */
  virtualCategories: string[];
  properties: PropertySelection[];
}

/** What a listing is limited to; null for the whole catalogue or a search. */
export interface ListingScopeValue {
  kind: ListingScopeKind;
  slug: string;
}

export const SORT_PARAM: Record<ListingSort, string> = {
  POPULARITY: 'popularity',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  NEWEST: 'newest',
};

/** Products per page: the store's default, as the API takes it. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Query parameter names; a property's parameters are the prefix, a dot and the property id. */
export const PARAM = {
  text: 'text',
  sort: 'sort',
  page: 'page',
  priceMin: 'price_min',
  priceMax: 'price_max',
  brand: 'brand',
  category: 'category',
  virtualCategory: 'promo',
  property: 'prop.',
  propertyMin: 'prop_min.',
  propertyMax: 'prop_max.',
} as const;

function number(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A price bound: amounts are never negative, so a negative one clamps to zero. */
function priceBound(value: string | null): number | undefined {
  const parsed = number(value);
  return parsed === undefined ? undefined : Math.max(0, parsed);
}

/** Distinct values that could name something, as many as a filter takes. */
function unique(values: string[]): string[] {
  return [...new Set(values.filter(isFilterValue))].slice(0, MAX_FILTER_VALUES);
}

/**
 * Reads a listing's state from the address. Unknown or malformed parameters are ignored and values
 * out of range are clamped (a negative price to 0, the page to 1…MAX_PAGE_NUMBER, the search text
 * to its longest), so an edited address still shows a listing instead of an error.
 */
export function parseListingState(params: URLSearchParams): ListingState {
  const sortParam = params.get(PARAM.sort);
  const sort =
    (Object.keys(SORT_PARAM) as ListingSort[]).find((key) => SORT_PARAM[key] === sortParam) ??
    'POPULARITY';
  const page = Math.min(
    MAX_PAGE_NUMBER,
    Math.max(1, Math.floor(number(params.get(PARAM.page)) ?? 1)),
  );
  const properties = new Map<string, PropertySelection>();
  // Ids that cannot name a property, and properties past the limit, go to a scratch selection.
  const ignored: PropertySelection = { id: '', values: [] };
  const property = (id: string) => {
    let selection = properties.get(id);
    if (!selection) {
      if (id.length > MAX_PROPERTY_ID_LENGTH || properties.size >= MAX_PROPERTY_FILTERS) {
        return ignored;
      }
      selection = { id, values: [] };
      properties.set(id, selection);
    }
    return selection;
  };
  for (const [key, value] of params) {
    if (key.startsWith(PARAM.property) && key.length > PARAM.property.length) {
      const selection = property(key.slice(PARAM.property.length));
      const fits = isFilterValue(value) && selection.values.length < MAX_FILTER_VALUES;
      if (fits && !selection.values.includes(value)) selection.values.push(value);
    } else if (key.startsWith(PARAM.propertyMin) && number(value) !== undefined) {
      property(key.slice(PARAM.propertyMin.length)).min = number(value);
    } else if (key.startsWith(PARAM.propertyMax) && number(value) !== undefined) {
      property(key.slice(PARAM.propertyMax.length)).max = number(value);
    }
  }
  const text = params.get(PARAM.text)?.trim().slice(0, MAX_SEARCH_TEXT_LENGTH).trim();
  return {
    text: text || undefined,
    sort,
    page,
    priceMin: priceBound(params.get(PARAM.priceMin)),
    priceMax: priceBound(params.get(PARAM.priceMax)),
    brands: unique(params.getAll(PARAM.brand)),
    categories: unique(params.getAll(PARAM.category)),
    virtualCategories: unique(params.getAll(PARAM.virtualCategory)),
    properties: [...properties.values()].filter(
      ({ values, min, max }) => values.length > 0 || min !== undefined || max !== undefined,
    ),
  };
}

/** The GraphQL input of a listing in a scope with the given state. */
export function listingInput(scope: ListingScopeValue | null, state: ListingState): ListingInput {
  const filter: NonNullable<ListingInput['filter']> = {};
  if (state.priceMin !== undefined) filter.priceMin = state.priceMin;
  if (state.priceMax !== undefined) filter.priceMax = state.priceMax;
  if (state.brands.length) filter.brands = state.brands;
  if (state.categories.length) filter.categories = state.categories;
  if (state.virtualCategories.length) filter.virtualCategories = state.virtualCategories;
  if (state.properties.length) {
    filter.properties = state.properties.map(({ id, values, min, max }) => ({
      id,
      ...(values.length ? { values } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    }));
  }
  return {
    ...(scope ? { scope: { kind: scope.kind, slug: scope.slug } } : {}),
    ...(state.text ? { text: state.text } : {}),
    ...(Object.keys(filter).length ? { filter } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

/** The listing input for an address, as loaders and the listing screen both compute it. */
export function listingInputFromUrl(scope: ListingScopeValue | null, url: URL): ListingInput {
  return listingInput(scope, parseListingState(url.searchParams));
}
