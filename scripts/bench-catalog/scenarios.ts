import type { ListingRequest } from '../../api/src/schemas/catalog.ts';

/** A listing request the benchmark sends many times, rotating through its variants. */
export interface Scenario {
  name: string;
  url: string;
  bodies: ListingRequest[];
  /** The plans document shows every body's statements, not only the first one's. */
  explainAll?: boolean;
  /** The plans document also shows the statements of the same request sent again at once. */
  explainAgain?: boolean;
  /**
   * Its cold requests are each the first search of its text after a catalogue change: the texts'
   * kept counts are dropped too, as a change drops them.
   */
  firstSearch?: boolean;
}

const TEXTS = [
  'дрель',
  'шуруповерт аккумуляторный',
  'набор ключей',
  'перчатки',
  'компрессор',
  'болгарка',
];

const CATEGORY = '/v1/pages/category_catalog';
/** Top categories of the seeded tree, the largest first (elektroinstrument holds 18 % of it). */
const TOPS = ['elektroinstrument', 'ruchnoy-instrument', 'sadovaya-tekhnika', 'avtoinstrument'];

export const SCENARIOS: Scenario[] = [
  {
    name: 'whole catalogue, no filter + facets',
    url: '/v1/products',
    bodies: [{ with_facets: true, page_size: 24 }],
  },
  {
    name: 'category page (no filter) + facets',
    url: `${CATEGORY}/elektroinstrument/products`,
    bodies: [{ with_facets: true, page_size: 24 }],
  },
  {
    name: 'category + brand + facets',
    url: `${CATEGORY}/elektroinstrument/products`,
    bodies: ['makita', 'bosch', 'dewalt', 'metabo', 'interskol', 'zubr'].map((brand) => ({
      filter: { brands: [brand] },
      with_facets: true,
      page_size: 24,
    })),
  },
  {
    name: 'category + brand + price + facets',
    url: `${CATEGORY}/elektroinstrument/products`,
    bodies: [
      ['makita', 'bosch'],
      ['zubr', 'interskol'],
      ['dewalt'],
      ['metabo', 'hikoki', 'ryobi'],
    ].map((brands) => ({
      filter: { brands, price: { min: 3000, max: 15_000 } },
      with_facets: true,
      page_size: 24,
    })),
  },
  {
    name: 'category + property filters + facets',
    url: `${CATEGORY}/elektroinstrument/products`,
    bodies: [
      { properties: [{ id: 'color', values: ['Синий', 'Зелёный'] }] },
      { properties: [{ id: 'voltage', min: 18, max: 20 }] },
      {
        properties: [
          { id: 'battery_type', values: ['Li-Ion'] },
          { id: 'weight', min: 1, max: 3 },
        ],
      },
    ].map((filter) => ({ filter, with_facets: true, page_size: 24 })),
  },
  {
    name: 'category, nothing matches + facets',
    url: `${CATEGORY}/elektroinstrument/products`,
    explainAll: true,
    bodies: [
      { filter: { brands: ['fischer'] }, with_facets: true, page_size: 24 },
      { filter: { brands: ['makita'], price: { min: 900_000 } }, with_facets: true },
      { filter: { properties: [{ id: 'color', values: ['Фиолетовый'] }] }, with_facets: true },
    ],
  },
  {
    name: 'category sorted by price / novelty',
    url: `${CATEGORY}/ruchnoy-instrument/products`,
    bodies: (['PRICE_ASC', 'PRICE_DESC', 'NEWEST'] as const).map((sort) => ({
      sort,
      with_facets: true,
      page_size: 24,
    })),
  },
  {
    name: 'category, deep page (page 300 of 24)',
    url: `${CATEGORY}/elektroinstrument/products`,
    explainAgain: true,
    bodies: [
      { with_facets: true, page_size: 24, page_number: 300 },
      { with_facets: true, page_size: 24, page_number: 600, sort: 'PRICE_ASC' },
    ],
  },
  {
    name: 'other top categories (no filter) + facets',
    url: `${CATEGORY}/{slug}/products`,
    bodies: TOPS.map(() => ({ with_facets: true, page_size: 24 })),
  },
  {
    name: 'promo page + facets',
    explainAll: true,
    url: '/v1/pages/promo_catalog/chyornaya-pyatnitsa/products',
    bodies: [
      { with_facets: true, page_size: 24 },
      { filter: { brands: ['garwin'] }, with_facets: true, page_size: 24 },
    ],
  },
  {
    name: 'seller + facets',
    explainAll: true,
    url: '/v1/products',
    bodies: [
      { filter: { seller: 'promsnab' }, with_facets: true, page_size: 24 },
      { filter: { seller: 'avtomaster', brands: ['jonnesway'] }, with_facets: true },
    ],
  },
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
    name: 'text only + facets',
    url: '/v1/products',
    bodies: TEXTS.map((text) => ({ text, with_facets: true, page_size: 24 })),
  },
  {
    name: 'broad text («инструмент», half the catalogue) + facets',
    url: '/v1/products',
    explainAll: true,
    firstSearch: true,
    bodies: [
      { text: 'инструмент', with_facets: true, page_size: 24 },
      { text: 'инструмент', filter: { brands: ['makita', 'zubr'] }, with_facets: true },
      { text: 'инструмент', sort: 'PRICE_ASC', page_size: 24 },
    ],
  },
  {
    name: 'broad text in a category + facets',
    url: `${CATEGORY}/elektroinstrument/products`,
    explainAll: true,
    firstSearch: true,
    bodies: [
      { text: 'инструмент', with_facets: true, page_size: 24 },
      { text: 'инструмент', filter: { brands: ['makita', 'zubr'] }, with_facets: true },
    ],
  },
  {
    name: 'broad text on a promo page + facets',
    explainAll: true,
    url: '/v1/pages/promo_catalog/chyornaya-pyatnitsa/products',
    firstSearch: true,
    bodies: [
      { text: 'инструмент', with_facets: true, page_size: 24 },
      { text: 'инструмент', filter: { brands: ['garwin'] }, with_facets: true },
    ],
  },
  {
    name: 'broad text of a seller + facets',
    explainAll: true,
    url: '/v1/products',
    firstSearch: true,
    bodies: [
      { text: 'инструмент', filter: { seller: 'promsnab' }, with_facets: true, page_size: 24 },
      { text: 'инструмент', filter: { seller: 'tekhnopark' }, with_facets: true, page_size: 24 },
    ],
  },
  {
    name: 'typo («шуруповерд») + facets',
    url: '/v1/products',
    firstSearch: true,
    bodies: [
      { text: 'шуруповерд', with_facets: true },
      { text: 'пирфоратор', with_facets: true },
    ],
  },
  {
    name: 'typo in a category + facets',
    url: `${CATEGORY}/elektroinstrument/products`,
    firstSearch: true,
    bodies: [
      { text: 'шуруповерд', with_facets: true },
      { text: 'пирфоратор', with_facets: true },
    ],
  },
];

/** The url of the scenario's i-th request: `{slug}` rotates through the top categories. */
export function urlOf(scenario: Scenario, i: number): string {
  return scenario.url.replace('{slug}', TOPS[i % TOPS.length] ?? '');
}
