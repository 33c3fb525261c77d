import type { ProductStatus } from '../../__generated__/graphql.ts';

/** What the structured data of a product page is built from. */
export interface ProductLdInput {
  title: string;
  sku: string;
  description: string | null;
  brand: string | null;
  /** Image addresses, relative to the store's origin. */
  images: readonly string[];
  price: { amount: number; currencyCode: string };
  status: ProductStatus;
  breadcrumbs: readonly { slug: string; title: string }[];
}

const AVAILABILITY: Record<ProductStatus, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  ON_ORDER: 'https://schema.org/PreOrder',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
};

/**
 * The schema.org Product (with its offer) and BreadcrumbList of a product page; every address is
 * made absolute against the page's canonical address.
 */
export function productStructuredData(product: ProductLdInput, canonical: string): object[] {
  const absolute = (path: string) => new URL(path, canonical).toString();
  const trail = [
    ...product.breadcrumbs.map((crumb) => ({
      name: crumb.title,
      item: absolute(`/catalog/${crumb.slug}`),
    })),
    { name: product.title, item: canonical },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: product.sku,
      ...(product.description ? { description: product.description } : {}),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      image: product.images.map(absolute),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: product.price.amount.toFixed(2),
        priceCurrency: product.price.currencyCode,
        availability: AVAILABILITY[product.status],
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        ...step,
      })),
    },
  ];
}
