import type { Facet, FacetBucket } from '@store/api/contract';
import type {
  ListingFacets,
  ListingResolvers,
  FacetBucket as FacetBucketGql,
} from '../../__generated__/resolvers-types.ts';

const bucket = (b: FacetBucket): FacetBucketGql => ({
  title: b.title,
  entityId: b.entity_id,
  slug: b.slug,
  count: b.count,
});

/** REST facets (one list, told apart by type) → the typed groups of ListingFacets. */
export function mapFacets(facets: Facet[]): ListingFacets {
  const out: ListingFacets = {
    price: null,
    brands: [],
    categories: [],
    virtualCategories: [],
    properties: [],
  };
  for (const facet of facets) {
    if (facet.type === 'PRICE') out.price = { min: facet.min, max: facet.max };
    else if (facet.type === 'BRAND') out.brands = facet.buckets.map(bucket);
    else if (facet.type === 'CATEGORY') out.categories = facet.buckets.map(bucket);
    else if (facet.type === 'VIRTUAL_CATEGORY') out.virtualCategories = facet.buckets.map(bucket);
    else
      out.properties.push({
        id: facet.id,
        title: facet.title,
        type: facet.property_type,
        units: facet.units,
        buckets: facet.buckets.map((b) => ({
          title: b.value,
          entityId: b.value,
          slug: b.value,
          count: b.count,
        })),
        min: facet.min,
        max: facet.max,
      });
  }
  return out;
}

/** The parent is the REST listing answer with the page it was asked for. */
export const Listing: ListingResolvers = {
  products: (p) => p.response.products,
  facets: (p) => mapFacets(p.response.facets),
  totalSize: (p) => p.response.total_size,
  isAccurate: (p) => p.response.is_accurate,
  page: (p) => p.page,
  pageSize: (p) => p.pageSize,
};
