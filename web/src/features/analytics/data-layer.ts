/** A product as the Yandex Metrica e-commerce data layer describes it. */
export interface EcommerceProduct {
  id: string;
  name: string;
  brand?: string;
  category?: string;
  /** One piece's price in the currency of the event. */
  price: number;
  quantity?: number;
}

/** The e-commerce actions the store reports: a product page view, an add, a removal, a cart view. */
export type EcommerceAction = 'detail' | 'add' | 'remove' | 'checkout';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The data-layer entry of one action, in the shape Yandex Metrica's e-commerce reads
 * (`{ecommerce: {currencyCode, <action>: {products}}}`); a cart view is the first checkout step.
 */
export function ecommerceEntry(
  action: EcommerceAction,
  products: EcommerceProduct[],
  currencyCode: string,
) {
  const body = action === 'checkout' ? { actionField: { step: 1 }, products } : { products };
  return { ecommerce: { currencyCode, [action]: body } };
}

/** Pushes an action to `window.dataLayer` (created when missing); nothing on the server. */
export function pushEcommerce(
  action: EcommerceAction,
  products: EcommerceProduct[],
  currencyCode = 'RUB',
  target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): void {
  if (!target || products.length === 0) return;
  (target.dataLayer ??= []).push(ecommerceEntry(action, products, currencyCode));
}
