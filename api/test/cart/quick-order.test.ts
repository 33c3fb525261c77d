import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { importCsv, useProductsOnSale, Shopper, startCartApp } from './helpers.ts';

describe.each(databaseKinds())('quick order by articles on %s', (kind) => {
  const ctx = useTestApp(() => startCartApp(kind));
  const product = useProductsOnSale(ctx, 5);

  it('adds the good lines in one go and answers each bad line with its reason', async () => {
    const [a, b, limited, gone] = [product(0), product(1), product(2), product(3)];
    await importCsv(ctx.app, `sku;stock\n${limited.sku};5\n${gone.sku};0\n`);
    const shopper = new Shopper(ctx.app);
    await shopper.add(limited.id, 2);
    const { cart, rejected } = await shopper.quickOrder([
      { sku: a.sku, quantity: 2 },
      { sku: 'NO-SUCH-ARTICLE', quantity: 1 },
      { sku: ` ${b.sku} `, quantity: 1 },
      { sku: gone.sku, quantity: 1 },
      { sku: a.sku, quantity: 3 },
      { sku: b.sku, quantity: 0 },
      { sku: b.sku, quantity: 1.5 },
      { sku: limited.sku, quantity: 3 },
      { sku: limited.sku, quantity: 1 },
    ]);
    expect(rejected).toEqual([
      { line: 2, sku: 'NO-SUCH-ARTICLE', quantity: 1, reason: 'NOT_FOUND', max_quantity: null },
      { line: 4, sku: gone.sku, quantity: 1, reason: 'NOT_AVAILABLE', max_quantity: null },
      { line: 6, sku: b.sku, quantity: 0, reason: 'INVALID_QUANTITY', max_quantity: 9998 },
      { line: 7, sku: b.sku, quantity: 1.5, reason: 'INVALID_QUANTITY', max_quantity: 9998 },
      { line: 9, sku: limited.sku, quantity: 1, reason: 'INVALID_QUANTITY', max_quantity: 0 },
    ]);
    const quantities = Object.fromEntries(
      cart.available_items.map((i) => [i.product_id, i.quantity]),
    );
    expect(quantities).toEqual({ [limited.id]: 5, [a.id]: 5, [b.id]: 1 });
    expect(cart.total_goods_quantity).toBe(11);
  });

  it('takes at most 500 lines', async () => {
    const shopper = new Shopper(ctx.app);
    const line = { sku: product(4).sku, quantity: 1 };
    const tooMany = await shopper.call('POST', '/v2/cart:add_products', {
      items: Array.from({ length: 501 }, () => line),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await shopper.cart()).is_empty).toBe(true);
    const { cart, rejected } = await shopper.quickOrder(Array.from({ length: 500 }, () => line));
    expect(rejected).toEqual([]);
    expect(cart.available_items[0]?.quantity).toBe(500);
  });
});
