import { describe, expect, it } from 'vitest';
import { useHarness, type Harness } from '../harness.ts';
import { failure } from '../rest-double.ts';
import { cartWith } from './fixtures.ts';

const CART_FIELDS = `
  id totalItemsQuantity totalGoodsQuantity isEmpty
  totalUserPrice { amount currencyCode } discount { amount }
  availableItems { id productId quantity selected image { url(width: 120) } brand { title }
    currentPurchaseOffer { userPrice { amount } totalPrice { amount } basePrice { amount } } }
  changedItems { id hasUnapprovedOffer approvedPurchaseOffer { userPrice { amount } }
    currentPurchaseOffer { userPrice { amount } } changelog { priceDirection difference { amount } } }
  unavailableItems { id }
`;

const ADD = `mutation ($input: AddToCartInput!) {
  addToCart(input: $input) { cart { ${CART_FIELDS} } userErrors { field message code } }
}`;

/** The REST calls of one GraphQL operation, as "METHOD path". */
const callsOf = (h: Harness) => h.api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);

describe('cart', () => {
  const h = useHarness();

  it('answers the cart in one GET with its groups, totals and price changes', async () => {
    h.api.handler = (call) =>
      call.path === '/v2/cart' ? { status: 200, body: cartWith() } : undefined;
    const res = await h.gql(`{ cart { ${CART_FIELDS} } }`);
    expect(res.body.errors).toBeUndefined();
    expect(callsOf(h)).toEqual(['GET /v2/cart']);
    const cart = res.body.data?.['cart'] as Record<string, unknown>;
    expect(cart).toMatchObject({
      id: 'cart-1',
      totalItemsQuantity: 2,
      isEmpty: false,
      totalUserPrice: { amount: 3000, currencyCode: 'RUB' },
      availableItems: [
        {
          id: 'p1',
          productId: 'p1',
          quantity: 2,
          image: { url: '/images/img-p1?width=120' },
          brand: { title: 'Makita' },
          currentPurchaseOffer: { userPrice: { amount: 1500 }, totalPrice: { amount: 3000 } },
        },
      ],
      changedItems: [
        {
          id: 'p2',
          hasUnapprovedOffer: true,
          approvedPurchaseOffer: { userPrice: { amount: 900 } },
          currentPurchaseOffer: { userPrice: { amount: 1000 } },
          changelog: { priceDirection: 'UP', difference: { amount: 100 } },
        },
      ],
      unavailableItems: [],
    });
  });

  it('adds to the cart with one POST, relays the cart cookie and answers the whole cart', async () => {
    h.api.handler = (call) =>
      call.path === '/v2/cart:add_product'
        ? {
            status: 200,
            body: cartWith(),
            setCookie: ['cart_id=abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax'],
          }
        : undefined;
    const res = await h.gql(ADD, { variables: { input: { productId: 'p1', quantity: 2 } } });
    expect(callsOf(h)).toEqual(['POST /v2/cart:add_product']);
    expect(JSON.parse(h.api.calls[0]?.body ?? '{}')).toEqual({ product_id: 'p1', quantity: 2 });
    expect(res.setCookie.some((line) => line.startsWith('cart_id=abc'))).toBe(true);
    const payload = res.body.data?.['addToCart'] as { cart: { id: string }; userErrors: [] };
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart.id).toBe('cart-1');
  });

  it('sends the cart cookie back to the API', async () => {
    h.api.handler = () => ({ status: 200, body: cartWith() });
    await h.gql(`{ cart { id } }`, { headers: { cookie: 'cart_id=abc' } });
    expect(h.api.calls[0]?.headers.cookie).toContain('cart_id=abc');
  });

  it("returns a visitor's denied add as AUTHORIZATION_REQUIRED with 'Authorization Required'", async () => {
    h.api.handler = () =>
      failure(403, 'AUTHORIZATION_REQUIRED', 'Authorization Required', {
        reason: 'DISALLOW:ADD_CART',
      });
    const res = await h.gql(ADD, { variables: { input: { productId: 'p1', quantity: 1 } } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['addToCart']).toEqual({
      cart: null,
      userErrors: [
        { field: [], message: 'Authorization Required', code: 'AUTHORIZATION_REQUIRED' },
      ],
    });
  });

  it('returns a bad quantity on the quantity field and an unavailable product by its code', async () => {
    h.api.handler = (call) =>
      JSON.parse(call.body).quantity > 9999
        ? { status: 400, body: { code: 'INVALID_QUANTITY', message: 'Не больше 9999 штук' } }
        : { status: 409, body: { code: 'PRODUCT_NOT_AVAILABLE', message: 'Товар недоступен' } };
    const tooMany = await h.gql(ADD, {
      variables: { input: { productId: 'p1', quantity: 10000 } },
    });
    expect(tooMany.body.data?.['addToCart']).toMatchObject({
      userErrors: [{ field: ['quantity'], code: 'INVALID_QUANTITY' }],
    });
    const gone = await h.gql(ADD, { variables: { input: { productId: 'p1', quantity: 1 } } });
    expect(gone.body.data?.['addToCart']).toMatchObject({
      userErrors: [{ field: [], code: 'PRODUCT_NOT_AVAILABLE' }],
    });
  });

  it('returns an unknown product as NOT_FOUND', async () => {
    h.api.handler = () => failure(404, 'NOT_FOUND', 'Товар не найден');
    const res = await h.gql(ADD, { variables: { input: { productId: 'nope', quantity: 1 } } });
    expect(res.body.data?.['addToCart']).toMatchObject({ userErrors: [{ code: 'NOT_FOUND' }] });
  });

  it('leaves the cart out instead of failing the page when the API is down', async () => {
    h.api.handler = (call) =>
      call.path === '/v2/cart' ? { status: 503, body: { code: 'UNAVAILABLE' } } : undefined;
    const res = await h.gql(`{ cart { id } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ cart: null });
  });

  it('each change is one POST with its body', async () => {
    h.api.handler = () => ({ status: 200, body: cartWith() });
    const res = await h.gql(`mutation {
      q: updateCartItemQuantity(input: { productId: "p1", quantity: 5 }) { cart { id } }
      r: removeFromCart(input: { productIds: ["p1", "p1", "p2"] }) { cart { id } }
      s: selectCartItems(input: { productIds: ["p2"], selected: false }) { cart { id } }
      a: approveCartPrices { cart { id } }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(h.api.calls.map((c) => [c.path, JSON.parse(c.body)])).toEqual([
      ['/v2/cart:update_item_quantity', { product_id: 'p1', quantity: 5 }],
      ['/v2/cart:remove_products', { product_ids: ['p1', 'p2'] }],
      ['/v2/cart:update_items_selection', { product_ids: ['p2'], selected: false }],
      ['/v2/cart:approve', {}],
    ]);
  });

  it('a quick order answers the cart and the lines it could not add, with the reason', async () => {
    h.api.handler = () => ({
      status: 200,
      body: {
        cart: cartWith(),
        rejected: [
          { line: 2, sku: 'NOPE-1', quantity: 3, reason: 'NOT_FOUND', max_quantity: null },
        ],
      },
    });
    const res = await h.gql(`mutation {
      addProductsToCart(input: { lines: [{ sku: " SKU-p1 ", quantity: 2 }, { sku: "NOPE-1", quantity: 3 }] }) {
        cart { id totalItemsQuantity } rejectedLines { sku quantity reason } userErrors { code }
      }
    }`);
    expect(callsOf(h)).toEqual(['POST /v2/cart:add_products']);
    expect(JSON.parse(h.api.calls[0]?.body ?? '{}')).toEqual({
      items: [
        { sku: 'SKU-p1', quantity: 2 },
        { sku: 'NOPE-1', quantity: 3 },
      ],
    });
    expect(res.body.data?.['addProductsToCart']).toEqual({
      cart: { id: 'cart-1', totalItemsQuantity: 2 },
      rejectedLines: [{ sku: 'NOPE-1', quantity: 3, reason: 'UNKNOWN_SKU' }],
      userErrors: [],
    });
  });
});
