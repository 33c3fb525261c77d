import type { ProductResolvers } from '../../__generated__/resolvers-types.ts';
import { mapSeo } from '../home-mapper.ts';
import { mapPrice } from './money.ts';

const money = (amount: number, currencyCode: string) => ({ amount, currencyCode });

/** The parent is the REST product page: the product and its SEO data. */
export const Product: ProductResolvers = {
  id: ({ product }) => product.id,
  slug: ({ product }) => product.slug,
  title: ({ product }) => product.title,
  sku: ({ product }) => product.sku,
  brand: ({ product }) => product.brand,
  category: ({ product }) => product.category,
  breadcrumbs: ({ product }) => product.breadcrumbs,
  price: ({ product }) => mapPrice(product),
  images: ({ product }) => product.image_ids.map((id) => ({ id })),
  seller: ({ product }) => product.seller,
  properties: ({ product }) => product.properties,
  status: ({ product }) => product.status,
  warranty: ({ product }) => product.warranty || null,
  description: ({ product }) => product.description || null,
  datasheets: ({ product }) => product.datasheets,
  inventories: ({ product }) => product.inventories,
  items: ({ product }) => product.items,
  features: ({ product }) => product.features,
  dimensions: ({ product }) => product.dimensions,
  video: ({ product }) => product.video || null,
  video360: ({ product }) => (product.video360 ?? []).map((id) => ({ id })),
  shipping: ({ product: { shipping, currency_code } }) => ({
    pickup: { cost: money(shipping.pickup.cost, currency_code), days: shipping.pickup.days },
    delivery: { cost: money(shipping.delivery.cost, currency_code), days: shipping.delivery.days },
    expressAvailable: shipping.express_available,
  }),
  seo: ({ seo }) => mapSeo(seo),
};
