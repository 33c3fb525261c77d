import type { Cart as CartDto, CartItem as CartItemDto } from '@store/api/contract';

const offer = (userPrice: number, quantity: number, basePrice = userPrice) => ({
  available: true,
  base_price: basePrice,
  user_price: userPrice,
  total_price: userPrice * quantity,
  discount: basePrice > userPrice ? Math.round((1 - userPrice / basePrice) * 100) : 0,
  has_base_price: basePrice > userPrice,
});

/** A cart line of the REST API. */
export function cartItem(productId: string, quantity: number, price: number): CartItemDto {
  return {
    product_id: productId,
    title: `Дрель ${productId}`,
    selected: true,
    slug: `drel-${productId}`,
    quantity,
    max_quantity: 9999,
    brand: { id: 'b1', slug: 'makita', title: 'Makita' },
    sku: `SKU-${productId}`,
    image_id: `img-${productId}`,
    ecommerce_id: `e-${productId}`,
    category: { id: 'c1', slug: 'dreli', title: 'Дрели' },
    breadcrumbs: [{ slug: 'dreli', title: 'Дрели' }],
    seller: { id: 's1', slug: 'garwin-shop', title: 'Garwin' },
    has_unapproved_offer: false,
    current_purchase_offer: offer(price, quantity),
    approved_purchase_offer: offer(price, quantity),
    changelog: null,
  };
}

/** A cart with one available line (p1 × 2 at 1,500) and one changed line (p2, 900 → 1,000). */
export function cartWith(overrides: Partial<CartDto> = {}): CartDto {
  const changed: CartItemDto = {
    ...cartItem('p2', 1, 1000),
    has_unapproved_offer: true,
    approved_purchase_offer: offer(900, 1),
    changelog: { price_direction: 'UP', difference: 100 },
  };
  return {
    id: 'cart-1',
    title: 'Корзина',
    total_items_quantity: 2,
    total_goods_quantity: 2,
    total_base_price: 3000,
    total_user_price: 3000,
    discount: 0,
    show_base_price: false,
    is_empty: false,
    currency_code: 'RUB',
    available_items: [cartItem('p1', 2, 1500)],
    unavailable_items: [],
    changed_items: [changed],
    ...overrides,
  };
}
