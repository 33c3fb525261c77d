import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { importPrices } from '../../src/feeds/price-import.ts';
import { ids, importCsv, useProductsOnSale, Shopper, startCartApp } from './helpers.ts';

describe.each(databaseKinds())('prices and stock from the back-office feed on %s', (kind) => {
  const ctx = useTestApp(() => startCartApp(kind));
  const product = useProductsOnSale(ctx, 6);

  it('lets only the holder of the feed token import', async () => {
    const csv = `sku;price\n${product(5).sku};100\n`;
    const wrong = await importCsv(ctx.app, csv, 'not-the-token');
    expect(wrong.statusCode).toBe(401);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/internal/v1/feeds/prices',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(none.statusCode).toBe(401);
    const { rows } = await ctx.db.query<{ user_price: number }>(
      'SELECT user_price::float8 AS user_price FROM products WHERE id = $1',
      [Number(product(5).id)],
    );
    expect(rows[0]?.user_price).toBe(product(5).user_price);
  });

  it('shows price changes as changed items until approved, and totals at the current price', async () => {
    const shopper = new Shopper(ctx.app);
    const [up, down, same] = [product(0), product(1), product(2)];
    await shopper.add(up.id, 2);
    await shopper.add(down.id, 1);
    await shopper.add(same.id, 1);
    const newUp = up.user_price + 150.5;
    const newDown = Math.round(down.user_price * 50) / 100;
    const imported = await importCsv(
      ctx.app,
      `sku;price\n${up.sku};${String(newUp).replace('.', ',')}\n${down.sku};${newDown}\n`,
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ rows_total: 2, rows_updated: 2, rejected: [] });

    const cart = await shopper.cart();
    expect(ids(cart.changed_items)).toEqual([up.id, down.id]);
    expect(ids(cart.available_items)).toEqual([same.id]);
    const upItem = cart.changed_items[0];
    expect(upItem).toMatchObject({
      has_unapproved_offer: true,
      changelog: { price_direction: 'UP', difference: 150.5 },
      current_purchase_offer: { user_price: newUp, total_price: expect.closeTo(newUp * 2, 2) },
      approved_purchase_offer: { user_price: up.user_price },
    });
    expect(cart.changed_items[1]?.changelog).toEqual({
      price_direction: 'DOWN',
      difference: expect.closeTo(down.user_price - newDown, 2),
    });
    expect(cart.total_user_price).toBeCloseTo(newUp * 2 + newDown + same.user_price, 2);

    const approved = await shopper.cart('approve');
    expect(approved.changed_items).toEqual([]);
    expect(ids(approved.available_items)).toEqual([up.id, down.id, same.id]);
    expect(approved.available_items[0]?.approved_purchase_offer.user_price).toBe(newUp);
    expect(approved.total_user_price).toBe(cart.total_user_price);
  });

  it('makes items out of stock or withdrawn unavailable and leaves them out of the totals', async () => {
    const shopper = new Shopper(ctx.app);
    const [gone, withdrawn, kept] = [product(3), product(4), product(5)];
    await shopper.add(gone.id, 1);
    await shopper.add(withdrawn.id, 1);
    await shopper.add(kept.id, 1);
    const imported = await importCsv(
      ctx.app,
      `sku,stock,withdrawn\n${gone.sku},0,\n${withdrawn.sku},,1\n${kept.sku},3,0\n`,
    );
    expect(imported.json().rows_updated).toBe(3);
    const cart = await shopper.cart();
    expect(ids(cart.unavailable_items)).toEqual([gone.id, withdrawn.id]);
    expect(cart.unavailable_items[0]?.current_purchase_offer.available).toBe(false);
    expect(ids(cart.available_items)).toEqual([kept.id]);
    expect(cart.total_goods_quantity).toBe(1);
    expect(cart.total_items_quantity).toBe(3);
    expect(cart.total_user_price).toBeCloseTo(kept.user_price, 2);
    expect(cart.available_items[0]?.max_quantity).toBe(3);

    // the stock caps the quantity
    const tooMany = await shopper.call('POST', '/v2/cart:update_item_quantity', {
      product_id: kept.id,
      quantity: 4,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'INVALID_QUANTITY',
      message: 'Можно заказать не больше 3 шт.',
      details: { max_quantity: 3 },
    });
    expect((await shopper.add(kept.id, 2)).statusCode).toBe(200);
    expect((await shopper.add(kept.id, 1)).statusCode).toBe(400);
    const refused = await new Shopper(ctx.app).add(gone.id, 1);
    expect(refused.statusCode).toBe(409);

    // back in stock and on sale
    await importCsv(ctx.app, `sku;stock;withdrawn\n${gone.sku};5;\n${withdrawn.sku};;0\n`);
    const back = await shopper.cart();
    expect(back.unavailable_items).toEqual([]);
    expect(back.total_goods_quantity).toBe(5);
  });

  it('rejects bad rows with their line and reason and applies the rest', async () => {
    const p = product(0);
    const result = await importPrices(
      ctx.db,
      [
        'Артикул;Цена;base_price;Остаток',
        `NO-SUCH-SKU;10;;`,
        `${p.sku};abc;;`,
        `;10;;`,
        `${p.sku};1 200,50;1500;2.5`,
        `${p.sku};1 200,50;1100;`,
        `${p.sku};1 200,50;1500;7`,
      ].join('\r\n'),
      { kind: 'CLI', fileName: 'prices.csv', now: new Date() },
    );
    expect(result.rows_total).toBe(6);
    expect(result.rows_updated).toBe(1);
    expect(result.rejected.map((r) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(result.rejected[0]).toEqual({
      line: 2,
      sku: 'NO-SUCH-SKU',
      reason: 'Неизвестный артикул',
    });
    const { rows } = await ctx.db.query<{
      user_price: number;
      base_price: number;
      discount: number;
      stock: number;
      status: string;
    }>(
      `SELECT user_price::float8 AS user_price, base_price::float8 AS base_price, discount, stock,
         status FROM products WHERE sku = $1`,
      [p.sku],
    );
    expect(rows[0]).toEqual({
      user_price: 1200.5,
      base_price: 1500,
      discount: 20,
      stock: 7,
      status: expect.not.stringMatching('OUT_OF_STOCK'),
    });
    const log = await ctx.db.query<{ rows_updated: number; source: string }>(
      'SELECT rows_updated, source FROM price_imports WHERE id = $1',
      [Number(result.id)],
    );
    expect(log.rows[0]).toEqual({ rows_updated: 1, source: 'CLI' });

    const noSku = await importCsv(ctx.app, 'price;stock\n10;1\n');
    expect(noSku.statusCode).toBe(400);
    expect(noSku.json().code).toBe('FEED_INVALID');
  });
});
