import type { ListingScreenQuery as ListingScreenData } from '../__generated__/graphql.ts';
import type { Answer } from './mock-bff.ts';

const money = (amount: number) => ({ __typename: 'Money', amount, currencyCode: 'RUB' });
const bucket = (title: string, slug: string, count: number) => ({
  __typename: 'FacetBucket',
  title,
  slug,
  count,
});

type Listing = Answer<ListingScreenData>['listing'];

function product(index: number, discounted = false): Listing['products'][number] {
  return {
    __typename: 'ProductCard',
    id: `p${index}`,
    slug: `drill-${index}`,
    title: `Дрель ${index}`,
    sku: `SKU-${index}`,
    status: 'IN_STOCK',
    brand: { __typename: 'Brand', id: 'b1', slug: 'makita', title: 'Makita' },
    category: { __typename: 'CategoryRef', id: 'c1', title: 'Дрели' },
    image: null,
    price: {
      __typename: 'ProductPrice',
      discount: discounted ? 20 : 0,
      base: discounted ? money(15000) : null,
      user: money(discounted ? 12000 : 12490),
    },
  };
}

/** The BFF's answer to a listing: the second page of 50 products, two of them shown, with facets. */
export const listingFixture = {
  listing: {
    __typename: 'Listing',
    totalSize: 50,
    isAccurate: true,
    page: 2,
    pageSize: 24,
    products: [product(1, true), product(2)],
    facets: {
      __typename: 'ListingFacets',
      price: { __typename: 'PriceRange', min: 990.4, max: 57168.2 },
      brands: [bucket('Makita', 'makita', 30), bucket('Bosch', 'bosch', 20)],
      categories: [],
      virtualCategories: [bucket('Летняя распродажа', 'leto', 7)],
      properties: [
        {
          __typename: 'PropertyFacet',
          propertyId: 'battery_type',
          title: 'Тип аккумулятора',
          type: 'ENUM',
          units: null,
          min: null,
          max: null,
          buckets: [bucket('Li-Ion', 'Li-Ion', 12)],
        },
        {
          __typename: 'PropertyFacet',
          propertyId: 'power',
          title: 'Мощность',
          type: 'NUMBER',
          units: 'Вт',
          min: 300,
          max: 2500,
          buckets: [],
        },
      ],
    },
  },
} satisfies Answer<ListingScreenData>;
