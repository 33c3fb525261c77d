import type {
  PurchasableProduct,
  PurchasePlacement,
} from '../../components/product/purchase-slot.tsx';
import { ProductDetailEvent } from '../../features/analytics/ProductDetailEvent.tsx';
import { pushEcommerce } from '../../features/analytics/data-layer.ts';
import type { CartEvent } from '../../features/cart/CartProvider.tsx';
import { CartControl } from '../../features/cart/CartControl.tsx';

/** Product facts for the e-commerce data layer. */
const ecommerceProduct = (product: PurchasableProduct, quantity?: number) => ({
  id: product.id,
  name: product.title,
  ...(product.brand ? { brand: product.brand } : {}),
  ...(product.category ? { category: product.category } : {}),
  price: product.price,
  ...(quantity ? { quantity } : {}),
});

/** Reports a cart change (an add, a removal) to the e-commerce data layer. */
export const reportCartEvent = (event: CartEvent) =>
  pushEcommerce(event.type, [ecommerceProduct(event.product, event.quantity)]);

export interface PurchaseControlsProps {
  product: PurchasableProduct;
  placement: PurchasePlacement;
}

/**
 * The buying control of a product card, a cart line or a product page; the product page also
 * reports its view.
 */
export function PurchaseControls({ product, placement }: PurchaseControlsProps) {
  return (
    <>
      <CartControl product={product} placement={placement} />
      {placement === 'page' && <ProductDetailEvent product={ecommerceProduct(product)} />}
    </>
  );
}
