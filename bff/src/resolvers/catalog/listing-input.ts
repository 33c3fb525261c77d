import type { ListingRequest, ListingFilter as ListingFilterDto } from '@store/api/contract';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@store/api/rules';
import type { ListingInput } from '../../__generated__/resolvers-types.ts';
import type { ListingTarget } from '../../upstream/catalog.ts';

/** The page and page size a listing shows, clamped to what the REST API accepts. */
export function pageOf(input: ListingInput): { page: number; pageSize: number } {
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const size = Math.floor(input.pageSize ?? DEFAULT_PAGE_SIZE);
  return { page, pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, size)) };
}

export function targetOf(input: ListingInput): ListingTarget {
  return input.scope ? { kind: input.scope.kind, slug: input.scope.slug } : { kind: 'CATALOG' };
}

function filterOf(input: ListingInput): ListingFilterDto | undefined {
  const f = input.filter;
  if (!f) return undefined;
  const hasPrice = f.priceMin != null || f.priceMax != null;
  return {
    ...(hasPrice ? { price: { min: f.priceMin ?? undefined, max: f.priceMax ?? undefined } } : {}),
    ...(f.brands?.length ? { brands: f.brands } : {}),
    ...(f.categories?.length ? { categories: f.categories } : {}),
    ...(f.virtualCategories?.length ? { promos: f.virtualCategories } : {}),
    ...(f.properties?.length
      ? {
          properties: f.properties.map((p) => ({
            id: p.id,
            values: p.values ?? undefined,
            min: p.min ?? undefined,
            max: p.max ?? undefined,
          })),
        }
      : {}),
  };
}

/** GraphQL listing input → the REST listing request; facets only when the operation reads them. */
export function listingRequestOf(input: ListingInput, withFacets: boolean): ListingRequest {
  const { page, pageSize } = pageOf(input);
  const filter = filterOf(input);
  return {
    ...(input.text ? { text: input.text } : {}),
    ...(filter && Object.keys(filter).length ? { filter } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
    page_number: page,
    page_size: pageSize,
    with_facets: withFacets,
  };
}
