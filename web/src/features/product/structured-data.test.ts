import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../lib/head/build-head-tags.ts';
import { productStructuredData } from './structured-data.ts';

const product = {
  title: 'Дрель ударная </script>',
  sku: 'GW-1',
  description: 'Надёжная',
  brand: 'GARWIN',
  images: ['/images/a?width=800'],
  price: { amount: 4500, currencyCode: 'RUB' },
  status: 'ON_ORDER' as const,
  breadcrumbs: [
    { slug: 'elektroinstrument', title: 'Электроинструмент' },
    { slug: 'dreli', title: 'Дрели' },
  ],
};

describe('productStructuredData', () => {
  const [item, trail] = productStructuredData(product, 'http://garwin.localhost/tovar/drel');

  it('describes the product with an absolute image and its offer', () => {
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.title,
      sku: 'GW-1',
      brand: { '@type': 'Brand', name: 'GARWIN' },
      image: ['http://garwin.localhost/images/a?width=800'],
      offers: {
        price: '4500.00',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/PreOrder',
        url: 'http://garwin.localhost/tovar/drel',
      },
    });
  });

  it('lists the breadcrumbs in order, ending with the product', () => {
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          position: 1,
          name: 'Электроинструмент',
          item: 'http://garwin.localhost/catalog/elektroinstrument',
        },
        { position: 2, name: 'Дрели', item: 'http://garwin.localhost/catalog/dreli' },
        { position: 3, name: product.title, item: 'http://garwin.localhost/tovar/drel' },
      ],
    });
  });

  it('cannot close its script element', () => {
    expect(serializeJsonLd(item ?? {})).not.toContain('</script>');
  });
});
