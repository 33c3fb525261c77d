import type {
  CategoryCatalogPage,
  CategoryPage,
  ListingResponse,
  ProductCard,
  ProductPage,
  PromoPage,
  Seo,
  SellerPage,
} from '@store/api/contract';
import type { RecordedCall } from '../rest-double.ts';

export const seo = (title: string): Seo => ({
  page_title: title,
  meta_keywords: null,
  meta_description: `Купить: ${title}`,
  h1: title,
  noindex: false,
});

export const card = (id: string, overrides: Partial<ProductCard> = {}): ProductCard => ({
  id,
  slug: `drel-${id}`,
  title: `Дрель ${id}`,
  sku: `SKU-${id}`,
  brand: { id: 'b1', slug: 'garwin', title: 'GARWIN' },
  category: { id: 'c2', slug: 'dreli', title: 'Дрели' },
  image_ids: [`img-${id}-1`, `img-${id}-2`],
  base_price: 5000,
  user_price: 4500,
  discount: 10,
  currency_code: 'RUB',
  status: 'IN_STOCK',
  seller: { slug: 'garwin-shop', title: 'GARWIN Shop' },
  rating: null,
  popularity: 1,
  ...overrides,
});

export const productPage = (): ProductPage => ({
  product: {
    ...card('p1'),
    breadcrumbs: [
      { slug: 'elektroinstrument', title: 'Электроинструмент' },
      { slug: 'dreli', title: 'Дрели' },
    ],
    properties: [{ id: 'power', title: 'Мощность', value: '750', units: 'Вт' }],
    warranty: '24 месяца',
    description: 'Надёжная дрель.\n\nДля дома.',
    datasheets: [{ title: 'Паспорт', url: '/docs/p1.pdf' }],
    inventories: [{ warehouse: 'Санкт-Петербург', quantity: 12 }],
    items: [{ title: 'Кейс', quantity: 1 }],
    features: ['Реверс'],
    dimensions: { width: 80, height: 250, length: 300, weight: 1.8, volume: 0.006 },
    video: null,
    video360: ['turn-1', 'turn-2'],
    shipping: {
      pickup: { cost: 0, days: 1 },
      express_available: true,
      delivery: { cost: 390, days: 2 },
    },
  },
  seo: seo('Дрель p1'),
});

export const categoryPage = (): CategoryPage => ({
  category: {
    id: 'c2',
    slug: 'dreli',
    title: 'Дрели',
    description: 'Дрели для дома',
    ecommerce_id: 'E-2',
    image_id: null,
    seller: null,
    breadcrumbs: [
      { slug: 'elektroinstrument', title: 'Электроинструмент' },
      { slug: 'dreli', title: 'Дрели' },
    ],
    children: [
      { id: 'c3', slug: 'udarnye', title: 'Ударные', image_id: 'cat-3', product_count: 4 },
    ],
    product_count: 10,
  },
  seo: seo('Дрели'),
});

export const promoPage = (): PromoPage => ({
  promo: {
    id: 'pr1',
    slug: 'vesna',
    title: 'Весенняя распродажа',
    announcement: 'Скидки до 30%',
    description: '',
    image_id: 'promo-1',
    active_since: '2026-03-01T00:00:00Z',
    active_until: '2026-05-31T23:59:59Z',
    product_count: 3,
  },
  seo: seo('Весенняя распродажа'),
});

export const sellerPage = (): SellerPage => ({
  seller: {
    slug: 'garwin-shop',
    title: 'GARWIN Shop',
    description: 'Официальный магазин',
    image_id: null,
    product_count: 3,
  },
  seo: seo('GARWIN Shop'),
});

export const listing = (): ListingResponse => ({
  products: [card('p1'), card('p2', { base_price: 0, discount: 0, user_price: 990 })],
  facets: [
    { type: 'PRICE', min: 990, max: 4500 },
    {
      type: 'BRAND',
      title: 'Бренд',
      buckets: [{ title: 'GARWIN', entity_id: 'b1', slug: 'garwin', count: 2 }],
    },
    {
      type: 'PROPERTY',
      id: 'power',
      title: 'Мощность',
      property_type: 'NUMBER',
      units: 'Вт',
      buckets: [],
      min: 500,
      max: 900,
    },
  ],
  total_size: 2,
  is_accurate: true,
});

export const categoryCatalog = (): CategoryCatalogPage => ({
  categories: [
    {
      id: 'c1',
      slug: 'elektroinstrument',
      title: 'Электроинструмент',
      image_id: 'cat-1',
      product_count: 10,
      children: [
        {
          id: 'c2',
          slug: 'dreli',
          title: 'Дрели',
          image_id: null,
          product_count: 10,
          children: [
            { id: 'c3', slug: 'udarnye', title: 'Ударные', image_id: null, product_count: 4 },
          ],
        },
      ],
    },
  ],
  seo: seo('Каталог'),
});

/** Answers the catalogue's REST calls from the fixtures above; anything else is a 404. */
export function catalogHandler(call: RecordedCall) {
  const path = call.path.split('?')[0];
  const ok = (body: unknown) => ({ status: 200, body });
  if (path === '/v1/pages/product_catalog/drel-p1') return ok(productPage());
  if (path === '/v1/pages/category_catalog') return ok(categoryCatalog());
  if (path === '/v1/pages/category_catalog/dreli') return ok(categoryPage());
  if (path === '/v1/pages/promo_catalog/vesna') return ok(promoPage());
  if (path === '/v1/pages/seller_catalog/garwin-shop') return ok(sellerPage());
  if (call.method === 'POST' && path?.endsWith('/products')) return ok(listing());
  if (path === '/v1/products') return ok(listing());
  if (path === '/v1/products:listRecommended') return ok({ products: [card('r1'), card('r2')] });
  return undefined;
}
