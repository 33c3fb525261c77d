import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../auth/helpers.ts';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { mergeVisitorCart } from '../../src/repositories/cart/merge.ts';
import { ownerForUser, visitorCartId } from '../../src/repositories/cart/owner.ts';
import {
  ids,
  useProductsOnSale,
  Shopper,
  signedInShopper,
  signInKeepingCart,
  startCartApp,
  switchCustomer,
  switchToNewCompany,
  userId,
} from './helpers.ts';

describe.each(databaseKinds())('whose cart it is on %s', (kind) => {
  const ctx = useTestApp(() => startCartApp(kind));
  const time = testClock(new Date());
  beforeAll(async () => {
    ctx.app.auth.clock = time.clock;
  });
  const product = useProductsOnSale(ctx, 4);
  const quantities = (cart: { available_items: { product_id: string; quantity: number }[] }) =>
    Object.fromEntries(cart.available_items.map((i) => [i.product_id, i.quantity]));

  it("merges the visitor's cart into the user's at sign-in: quantities add up, nothing is lost", async () => {
    const [a, b] = [product(0), product(1)];
    const elsewhere = await signedInShopper(ctx.app, 'merge@example.ru');
    await elsewhere.cart('add_product', { product_id: a.id, quantity: 3 });

    const browser = new Shopper(ctx.app);
    await browser.add(a.id, 2);
    await browser.add(b.id, 1);
    const visitorCart = await browser.cart();
    time.advance(61); // past the resend pause of the first sign-in's code
    const verified = await signInKeepingCart(browser, 'merge@example.ru');
    const cleared = verified.cookies.find((c) => c.name === 'cart_id');
    expect(cleared?.value === '' || cleared?.maxAge === 0).toBe(true);
    expect(browser.cookies.cart_id).toBeUndefined();

    const cart = await browser.cart();
    expect(cart.id).not.toBe(visitorCart.id);
    expect(quantities(cart)).toEqual({ [a.id]: 5, [b.id]: 1 });
    expect(quantities(await elsewhere.cart())).toEqual({ [a.id]: 5, [b.id]: 1 });
    const { rows } = await ctx.db.query('SELECT 1 FROM carts WHERE id = $1', [visitorCart.id]);
    expect(rows).toEqual([]);
  });

  it('merges once when two requests of a signed-in user carry the visitor cookie at once', async () => {
    const a = product(2);
    const user = await signedInShopper(ctx.app, 'race@example.ru');
    await user.cart('add_product', { product_id: a.id, quantity: 1 });
    const visitor = new Shopper(ctx.app);
    await visitor.add(a.id, 4);
    const cookies = { ...user.cookies, cart_id: visitor.cookies.cart_id ?? '' };
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        ctx.app.inject({
          method: 'GET',
          url: '/v2/cart',
          headers: { 'x-market-id': 'garwin' },
          cookies,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(quantities(await user.cart())).toEqual({ [a.id]: 5 });
  });

  it('lets only one of two racing merges move the lines', async () => {
    const a = product(3);
    const visitor = new Shopper(ctx.app);
    await visitor.add(a.id, 2);
    const user = await signedInShopper(ctx.app, 'race2@example.ru');
    const owner = await ownerForUser(ctx.db, 'garwin', await userId(ctx.db, 'race2@example.ru'));
    if (owner?.kind !== 'user') throw new Error('no owner');
    const from = {
      kind: 'visitor',
      market_id: 'garwin',
      cart_id: visitorCartId(visitor.cookies.cart_id ?? '', 'garwin'),
    } as const;
    const merged = await Promise.all([
      mergeVisitorCart(ctx.db, from, owner, new Date()),
      mergeVisitorCart(ctx.db, from, owner, new Date()),
    ]);
    expect(merged.filter(Boolean)).toHaveLength(1);
    expect(quantities(await user.cart())).toEqual({ [a.id]: 2 });
  });

  it("never shows or changes another user's cart", async () => {
    const [a, b] = [product(0), product(1)];
    const anna = await signedInShopper(ctx.app, 'anna@example.ru');
    const boris = await signedInShopper(ctx.app, 'boris@example.ru');
    const annaCart = await anna.cart('add_product', { product_id: a.id, quantity: 2 });
    const borisCart = await boris.cart();
    expect(borisCart.is_empty).toBe(true);
    expect(borisCart.id).not.toBe(annaCart.id);
    await boris.cart('remove_products', { product_ids: [a.id] });
    await boris.cart('update_items_selection', { product_ids: [a.id], selected: false });
    const notHis = await boris.call('POST', '/v2/cart:update_item_quantity', {
      product_id: a.id,
      quantity: 7,
    });
    expect(notHis.statusCode).toBe(404);
    await boris.cart('add_product', { product_id: b.id, quantity: 1 });
    const after = await anna.cart();
    expect(quantities(after)).toEqual({ [a.id]: 2 });
    expect(after.available_items[0]?.selected).toBe(true);
    // a visitor with a made-up cookie gets a cart of their own
    const stranger = new Shopper(ctx.app, 'garwin', { cart_id: 'x'.repeat(32) });
    expect((await stranger.cart()).is_empty).toBe(true);
  });

  it("keeps a cart per customer, in that customer's prices", async () => {
    const a = product(0);
    const email = 'buyer@example.ru';
    const buyer = await signedInShopper(ctx.app, email);
    const own = await buyer.cart('add_product', { product_id: a.id, quantity: 1 });
    expect(own.available_items[0]?.current_purchase_offer.user_price).toBe(a.user_price);

    const company = await switchToNewCompany(ctx.db, email, 'WHOLESALE');
    const companyCart = await buyer.cart();
    expect(companyCart.is_empty).toBe(true);
    expect(companyCart.id).not.toBe(own.id);
    const priced = await buyer.cart('add_product', { product_id: a.id, quantity: 2 });
    const wholesale = Math.round(a.user_price * 90) / 100;
    expect(priced.available_items[0]?.current_purchase_offer.user_price).toBe(wholesale);
    expect(priced.total_user_price).toBeCloseTo(wholesale * 2, 2);
    // the same price as the catalogue shows this buyer
    const { rows } = await ctx.db.query<{ slug: string }>(
      'SELECT slug FROM products WHERE id = $1',
      [Number(a.id)],
    );
    const page = await buyer.call('GET', `/v1/pages/product_catalog/${rows[0]?.slug ?? ''}`);
    expect(page.json().product.user_price).toBe(wholesale);

    await switchCustomer(ctx.db, email, null);
    expect(quantities(await buyer.cart())).toEqual({ [a.id]: 1 });

    // the company's terms change: its cart is re-priced and shows the change until approved
    await ctx.db.query("UPDATE customers SET price_type = 'DEALER' WHERE id = $1", [company]);
    await switchCustomer(ctx.db, email, company);
    const repriced = await buyer.cart();
    const dealer = Math.round(a.user_price * 85) / 100;
    expect(ids(repriced.changed_items)).toEqual([a.id]);
    expect(repriced.changed_items[0]?.current_purchase_offer.user_price).toBe(dealer);
    expect(repriced.changed_items[0]?.changelog?.price_direction).toBe('DOWN');
    expect(ids((await buyer.cart('approve')).available_items)).toEqual([a.id]);
  });

  it('forgets a visitor cart 30 days after its last change, as its cookie does', async () => {
    const visitor = new Shopper(ctx.app);
    const added = await visitor.add(product(0).id, 1);
    expect(added.cookies.find((c) => c.name === 'cart_id')?.maxAge).toBe(30 * 24 * 3600);
    const read = await visitor.call('GET', '/v2/cart');
    expect(read.cookies.find((c) => c.name === 'cart_id')).toBeUndefined();
    time.advance(29 * 24 * 3600);
    await new Shopper(ctx.app).add(product(1).id, 1);
    expect((await visitor.cart()).is_empty).toBe(false);
    time.advance(2 * 24 * 3600);
    await new Shopper(ctx.app).add(product(1).id, 1);
    expect((await visitor.cart()).is_empty).toBe(true);
  });
});
