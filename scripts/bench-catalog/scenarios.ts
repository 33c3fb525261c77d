import type { ListingRequest } from '../../api/src/schemas/catalog.ts';

/** A listing request the benchmark sends many times, rotating through its variants. */
export interface Scenario {
  name: string;
  url: string;
  bodies: ListingRequest[];
}

const TEXTS = [
  'дрель',
  'шуруповерт аккумуляторный',
  'набор ключей',
  'перчатки',
  'компрессор',
  'болгарка',
];

export const SCENARIOS: Scenario[] = [
  {
    name: 'text + price + brand filters + facets',
    url: '/v1/products',
    bodies: TEXTS.map((text, i) => ({
      text,
      filter: {
        price: { min: 500, max: 40_000 },
        brands:
          [
            ['makita', 'bosch'],
            ['zubr', 'interskol'],
            ['garwin', 'licota'],
            ['matrix', 'garwin'],
            ['fubag', 'patriot'],
            ['bosch', 'metabo'],
          ][i] ?? [],
      },
      with_facets: true,
      page_size: 24,
    })),
  },
  {
    name: 'text + price + property filters + facets',
    url: '/v1/products',
    bodies: TEXTS.map((text) => ({
      text,
      filter: {
        price: { max: 30_000 },
        properties: [{ id: 'color', values: ['Синий', 'Зелёный', 'Оранжевый'] }],
      },
      with_facets: true,
      page_size: 24,
    })),
  },
  {
    name: 'category page (no text) + facets',
    url: '/v1/pages/category_catalog/elektroinstrument/products',
    bodies: [
      { with_facets: true, page_size: 24 },
      { with_facets: true, sort: 'PRICE_ASC', page_number: 3 },
    ],
  },
  {
    name: 'typo («шуруповерд») + facets',
    url: '/v1/products',
    bodies: [
      { text: 'шуруповерд', with_facets: true },
      { text: 'пирфоратор', with_facets: true },
    ],
  },
];
