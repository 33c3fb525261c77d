import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductSpecs_ProductFragment } from '../../__generated__/graphql.ts';
import { fragmentFixture, type Answer } from '../../test/mock-bff.ts';
import { ProductSpecs, ProductSpecsProductFragment } from './ProductSpecs.tsx';

const product = (overrides: Partial<Answer<ProductSpecs_ProductFragment>> = {}) =>
  fragmentFixture(ProductSpecsProductFragment, {
    sku: 'GW-1',
    brand: { title: 'GARWIN' },
    warranty: '24 месяца',
    properties: [{ id: 'p', title: 'Мощность', value: '750', units: 'Вт' }],
    dimensions: { width: 80, height: 250, length: 300, weight: 1.8, volume: 0.006 },
    ...overrides,
  });

/** The table's rows as «title: value». */
function rows(html: string): string[] {
  return [...html.matchAll(/<th scope="row">([^<]*)<\/th><td>([^<]*)<\/td>/g)].map(
    ([, title, value]) => `${title}: ${value}`,
  );
}

describe('ProductSpecs', () => {
  it('lists the article, brand, properties with units, the shown dimensions and the warranty', () => {
    expect(rows(renderToStaticMarkup(<ProductSpecs product={product()} />))).toEqual([
      'Артикул: GW-1',
      'Бренд: GARWIN',
      'Мощность: 750 Вт',
      'Габариты (Д × Ш × В): 300 × 80 × 250 мм',
      'Вес: 1,80 кг',
      'Объём: 0,00600 м³',
      'Гарантия: 24 месяца',
    ]);
  });

  it('leaves out dimensions the rules hide and rows a property already gives', () => {
    const html = renderToStaticMarkup(
      <ProductSpecs
        product={product({
          warranty: null,
          properties: [{ id: 'w', title: 'Вес', value: '1,8', units: 'кг' }],
          dimensions: { width: 0, height: 250, length: 300, weight: 1.8, volume: 1e-7 },
        })}
      />,
    );
    expect(rows(html)).toEqual(['Артикул: GW-1', 'Бренд: GARWIN', 'Вес: 1,8 кг']);
  });
});
