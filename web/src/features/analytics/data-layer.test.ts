import { describe, expect, it } from 'vitest';
import { ecommerceEntry, pushEcommerce } from './data-layer.ts';

const drill = { id: 'e-1', name: 'Дрель', brand: 'Makita', category: 'Дрели', price: 1500 };

describe('e-commerce data layer', () => {
  it('pushes an add in the Metrica shape with the currency and quantity', () => {
    const page: { dataLayer?: unknown[] } = {};
    pushEcommerce('add', [{ ...drill, quantity: 2 }], 'RUB', page);
    expect(page.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [{ ...drill, quantity: 2 }] } } },
    ]);
  });

  it('describes a cart view as the first checkout step', () => {
    expect(ecommerceEntry('checkout', [drill], 'RUB')).toEqual({
      ecommerce: { currencyCode: 'RUB', checkout: { actionField: { step: 1 }, products: [drill] } },
    });
  });

  it('pushes nothing for no products', () => {
    const page: { dataLayer?: unknown[] } = {};
    pushEcommerce('remove', [], 'RUB', page);
    expect(page.dataLayer).toBeUndefined();
  });
});
