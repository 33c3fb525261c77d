import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../__generated__/gql.ts';

/**
 * What the filters panel and the active-filter chips show. The property id is aliased so the cache
 * keeps each listing's buckets with that listing instead of sharing one object per property.
 */
export const ListingFacetsFragment = graphql(`
  fragment ListingFacets_facets on ListingFacets {
    price {
      min
      max
    }
    brands {
      title
      slug
      count
    }
    categories {
      title
      slug
      count
    }
    virtualCategories {
      title
      slug
      count
    }
    properties {
      propertyId: id
      title
      type
      units
      min
      max
      buckets {
        title
        slug
        count
      }
    }
  }
`);

export type ListingFacetsData = ResultOf<typeof ListingFacetsFragment>;
export type PropertyFacetData = ListingFacetsData['properties'][number];
export type FacetBucketData = ListingFacetsData['brands'][number];
