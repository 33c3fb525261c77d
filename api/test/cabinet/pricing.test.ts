import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import {
  RETAIL_PRICING,
  deliveryDays,
  retailPriceBounds,
  userPrice,
} from '../../src/repositories/cabinet/pricing.ts';
import { pricingForRequest } from '../../src/routes/catalog/pricing.ts';
import { addContractCompany, legalEntries, signedIn, startCabinetApp } from './helpers.ts';

/** What the catalogue routes hand over: the app and the request's cookies. */
function requestWith(ctx: TestApp, cookies: Record<string, string>): FastifyRequest {
  return { server: ctx.app, cookies, currentUser: null } as unknown as FastifyRequest;
}

describe('applying a pricing', () => {
  it('takes the discount off the base price in kopecks and shifts delivery days', () => {
    const dealer = { ...RETAIL_PRICING, discount_percent: 15, delivery_days_offset: -1 };
    expect(userPrice(1999.99, dealer)).toBe(1699.99);
    expect(userPrice(1000, RETAIL_PRICING)).toBe(1000);
    expect(deliveryDays(3, dealer)).toBe(2);
    expect(deliveryDays(0, dealer)).toBe(0);
    expect(deliveryDays(1, dealer, 1)).toBe(1);
    const bounds = retailPriceBounds({ min: 850, max: 1700 }, dealer);
    expect(bounds).toEqual({ min: 1000, max: 2000 });
    expect(userPrice(bounds.min ?? 0, dealer)).toBe(850);
    expect(retailPriceBounds({ max: 100 }, RETAIL_PRICING)).toEqual({ max: 100 });
  });
});

describe.each(databaseKinds())('pricing of a request on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind));

  it('is retail for a visitor or a dead token, the current customer’s for a user', async () => {
    expect(await pricingForRequest(requestWith(ctx, {}))).toEqual(RETAIL_PRICING);
    expect(await pricingForRequest(requestWith(ctx, { access_token: 'gone' }))).toEqual(
      RETAIL_PRICING,
    );
    const user = await signedIn(ctx.app, 'priced@example.ru');
    expect(await pricingForRequest(requestWith(ctx, user.cookies))).toEqual(RETAIL_PRICING);
    const wholesale = legalEntries.find((e) => e.price_type === 'WHOLESALE');
    if (!wholesale) throw new Error('no wholesale company');
    const company = (await addContractCompany(ctx.db, user, wholesale)).json<{ id: string }>();
    expect(await pricingForRequest(requestWith(ctx, user.cookies))).toEqual({
      customer_id: company.id,
      price_type: 'WHOLESALE',
      discount_percent: 10,
      delivery_days_offset: -1,
      limit: {
        type: wholesale.limit_type,
        amount: wholesale.limit_amount,
        currency_code: 'RUB',
      },
    });
  });
});
