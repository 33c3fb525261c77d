import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { ids, useProductsOnSale, Shopper, signedInShopper, startCartApp } from './helpers.ts';

describe.each(databaseKinds())('the cart on %s', (kind) => {
  const ctx = useTestApp(() => startCartApp(kind));
  const product = useProductsOnSale(ctx, 4);

  it('gives a visitor an empty cart and an HttpOnly cart cookie for 30 days, with a stable id', async () => {
    const shopper = new Shopper(ctx.app);
    const response = await shopper.call('GET', '/v2/cart');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'cart_id');
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 3600, path: '/' });
    const cart = response.json();
    expect(cart).toMatchObject({
      title: 'Корзина',
      is_empty: true,
      total_items_quantity: 0,
      total_goods_quantity: 0,
      total_user_price: 0,
      available_items: [],
      unavailable_items: [],
      changed_items: [],
    });
    expect(cart.id).not.toBe(cookie?.value);
    const added = await shopper.add(product(0).id, 2);
    expect(added.statusCode).toBe(200);
    expect(added.json().id).toBe(cart.id);
    expect((await shopper.cart()).id).toBe(cart.id);
  });

  it('answers the whole cart with every field, and totals over the selected available lines', async () => {
    const shopper = new Shopper(ctx.app);
    const [a, b] = [product(0), product(1)];
    await shopper.add(a.id, 2);
    const cart = await shopper.cart('add_product', { product_id: b.id, quantity: 3 });
    expect(cart.is_empty).toBe(false);
    expect(cart.total_items_quantity).toBe(2);
    expect(cart.total_goods_quantity).toBe(5);
    expect(cart.total_user_price).toBeCloseTo(a.user_price * 2 + b.user_price * 3, 2);
    expect(cart.total_base_price).toBeCloseTo(a.base_price * 2 + b.base_price * 3, 2);
    expect(cart.discount).toBeCloseTo(cart.total_base_price - cart.total_user_price, 2);
    expect(cart.show_base_price).toBe(cart.discount > 0);
    expect(ids(cart.available_items)).toEqual([a.id, b.id]);
    const item = cart.available_items[0];
    expect(item).toMatchObject({
      product_id: a.id,
      sku: a.sku,
      quantity: 2,
      selected: true,
      has_unapproved_offer: false,
      changelog: null,
      ecommerce_id: a.id,
      current_purchase_offer: {
        available: true,
        user_price: a.user_price,
        base_price: a.base_price,
        total_price: expect.closeTo(a.user_price * 2, 2),
        has_base_price: a.base_price > a.user_price,
      },
    });
    expect(item?.approved_purchase_offer).toEqual(item?.current_purchase_offer);
    expect(item?.brand.title).toBeTruthy();
    expect(item?.category.slug).toBeTruthy();
    expect(item?.breadcrumbs.length).toBeGreaterThan(0);
    expect(item?.slug).toBeTruthy();

    const deselected = await shopper.cart('update_items_selection', {
      product_ids: [a.id],
      selected: false,
    });
    expect(deselected.total_goods_quantity).toBe(3);
    expect(deselected.total_user_price).toBeCloseTo(b.user_price * 3, 2);
    expect(deselected.total_items_quantity).toBe(2);
    expect(deselected.available_items[0]?.selected).toBe(false);

    const updated = await shopper.cart('update_item_quantity', { product_id: b.id, quantity: 7 });
    expect(updated.available_items.find((i) => i.product_id === b.id)?.quantity).toBe(7);
    const removed = await shopper.cart('remove_products', { product_ids: [a.id, '999999999'] });
    expect(ids(removed.available_items)).toEqual([b.id]);
    const emptied = await shopper.cart('remove_products', { product_ids: [b.id] });
    expect(emptied.is_empty).toBe(true);
  });

  it('adds up two adds of one product on one line, also when they race', async () => {
    const shopper = new Shopper(ctx.app);
    await shopper.cart();
    const p = product(2);
    const answers = await Promise.all([
      shopper.add(p.id, 2),
      shopper.add(p.id, 3),
      shopper.add(p.id, 4),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const cart = await shopper.cart();
    expect(cart.available_items).toHaveLength(1);
    expect(cart.available_items[0]?.quantity).toBe(9);
  });

  it('takes quantities from 1 to 9999 only, with a message; unknown products are 404', async () => {
    const shopper = new Shopper(ctx.app);
    const p = product(3);
    for (const quantity of [0, -1, 1.5, 10_000]) {
      const response = await shopper.add(p.id, quantity);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_QUANTITY',
        message: 'Количество — целое число от 1 до 9999',
      });
    }
    expect((await shopper.add(p.id, 9999)).statusCode).toBe(200);
    const over = await shopper.add(p.id, 1);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'INVALID_QUANTITY',
      details: { max_quantity: 9999 },
    });
    expect((await shopper.cart()).available_items[0]?.quantity).toBe(9999);
    const typed = await shopper.call('POST', '/v2/cart:update_item_quantity', {
      product_id: p.id,
      quantity: 0,
    });
    expect(typed.statusCode).toBe(400);

    for (const id of ['999999999', 'abc']) {
      const unknown = await shopper.add(id, 1);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
    }
    const notInCart = await shopper.call('POST', '/v2/cart:update_item_quantity', {
      product_id: product(0).id,
      quantity: 2,
    });
    expect(notInCart.statusCode).toBe(404);
    const malformed = await shopper.call('POST', '/v2/cart:add_product', { product_id: p.id });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an add of a product out of stock', async () => {
    const { rows } = await ctx.db.query<{ id: string }>(
      "SELECT id::text AS id FROM products WHERE status = 'OUT_OF_STOCK' LIMIT 1",
    );
    const response = await new Shopper(ctx.app).add(rows[0]?.id ?? '', 1);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PRODUCT_NOT_AVAILABLE');
  });

  it('asks a visitor to sign in before adding on a market that requires it, not a user', async () => {
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/v1/settings',
      headers: { 'x-market-id': 'sprout' },
    });
    expect(settings.json().config.required_for_cart).toEqual(['AUTH']);
    const visitor = new Shopper(ctx.app, 'sprout');
    expect((await visitor.call('GET', '/v2/cart')).statusCode).toBe(200);
    const denied = await visitor.add(product(0).id, 1);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      code: 'AUTHORIZATION_REQUIRED',
      message: 'Authorization Required',
      details: { reason: 'DISALLOW:ADD_CART' },
    });
    const quick = await visitor.call('POST', '/v2/cart:add_products', {
      items: [{ sku: product(0).sku, quantity: 1 }],
    });
    expect(quick.statusCode).toBe(403);
    expect((await visitor.cart()).is_empty).toBe(true);
    // garwin lets visitors add
    expect((await new Shopper(ctx.app, 'garwin').add(product(0).id, 1)).statusCode).toBe(200);

    const user = await signedInShopper(ctx.app, 'sprout-buyer@example.ru', 'sprout');
    const cart = await user.cart('add_product', { product_id: product(0).id, quantity: 1 });
    expect(ids(cart.available_items)).toEqual([product(0).id]);
  });

  it('answers 401 for dead session cookies, so the BFF refreshes instead of showing a visitor cart', async () => {
    const shopper = new Shopper(ctx.app, 'garwin', { refresh_token: 'stale' });
    const response = await shopper.call('GET', '/v2/cart');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('lists every cart call in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const paths = Object.keys(doc.paths as object);
    for (const path of [
      '/v2/cart',
      '/v2/cart:add_product',
      '/v2/cart:add_products',
      '/v2/cart:remove_products',
      '/v2/cart:update_item_quantity',
      '/v2/cart:update_items_selection',
      '/v2/cart:approve',
      '/internal/v1/feeds/prices',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
