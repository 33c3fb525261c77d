import type { PurchasableProduct } from './purchase-slot.tsx';

/** A product's names as a buying control knows them, with its price and whether it can be bought. */
export function purchasable(
  product: {
    id: string;
    title: string;
    sku: string;
    brand?: { title: string } | null;
    category?: { title: string } | null;
  },
  price: number,
  available: boolean,
): PurchasableProduct {
  const { id, title, sku } = product;
  const brand = product.brand?.title ?? null;
  return { id, title, sku, brand, category: product.category?.title ?? null, price, available };
}

/** A catalogue product (a card or the product page) as a buying control knows it. */
export function purchasableOf(
  product: Parameters<typeof purchasable>[0] & {
    price: { user: { amount: number } };
    status: string;
  },
): PurchasableProduct {
  return purchasable(product, product.price.user.amount, product.status !== 'OUT_OF_STOCK');
}
