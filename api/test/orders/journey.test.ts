import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import type { Purchase } from '../../src/schemas/checkout.ts';
import type { Order, OrderList, PayOrderResponse } from '../../src/schemas/orders.ts';
import {
  becomeCompany,
  fillSteps,
  newBuyer,
  products,
  startCheckoutApp,
  type Buyer,
} from '../checkout/helpers.ts';

/** From the cart through checkout's submit to the cabinet's order, paid online, with its invoice. */
describe.each(databaseKinds())('an order placed through checkout on %s', (kind) => {
  const t = useTestApp(() => startCheckoutApp(kind));

  async function place(
    buyer: Buyer,
    method: string,
    key: string,
    company = false,
  ): Promise<Purchase> {
    const [p] = await products(t.db, "p.status = 'IN_STOCK'", 1);
    if (!p) throw new Error('no product');
    await buyer.add(p.id, 2);
    const { orders } = await buyer.checkout();
    const id = orders[0]?.id;
    if (!id) throw new Error('no checkout order');
    await fillSteps(buyer, id);
    if (company) {
      const { cost_centers: centres } = await buyer.ok<{ cost_centers: { id: string }[] }>(
        'GET',
        '/v1/users/me/cost_centers',
      );
      await buyer.stepOk(id, 'update_cost_center', { cost_center_id: centres[0]?.id });
    }
    await buyer.stepOk(id, 'update_payment_method', { payment_method: method });
    const submitted = await buyer.submit(id, key);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return submitted.json<Purchase>();
  }

  it('lists the order, takes a card payment and shows it paid', async () => {
    const buyer = await newBuyer(t, 'journey');
    const purchase = await place(buyer, 'PAYMENT_METHOD_CARD_ONLINE', 'journey-1');
    const placed = purchase.orders[0];
    if (!placed) throw new Error('no order placed');

    const list = await buyer.ok<OrderList>('GET', '/v1/users/me/orders');
    expect(list.total_size).toBe(1);
    expect(list.orders[0]).toMatchObject({
      id: placed.id,
      number: placed.number,
      status: 'AWAITING_PAYMENT',
      contact: { name: 'Иван Петров', email: 'ivan@example.ru' },
      shipping: { method: 'DELIVERY_METHOD_COURIER', address: 'г. Москва, ул. Ленина, д. 12' },
      payment: { method: 'PAYMENT_METHOD_CARD_ONLINE', online: true, due_amount: placed.total },
      summary: { total: placed.total },
    });
    expect(list.orders[0]?.items[0]?.quantity).toBe(2);

    const started = await buyer.call(
      'POST',
      `/v0/orders/${placed.id}/actions/pay`,
      {},
      {
        'idempotency-key': 'pay-journey-1',
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { payment_id: paymentId } = started.json<PayOrderResponse>();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/_dev/acquirer/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242',
    });
    expect(paid.statusCode).toBe(303);
    const order = await buyer.ok<Order>('GET', `/v1/users/me/orders/${placed.id}`);
    expect(order).toMatchObject({
      status: 'PAID',
      payment: { status: 'PAID', due_amount: 0, amount_payed: placed.total },
    });
  });

  it('gives a company buyer paying by invoice its счёт', async () => {
    const buyer = await newBuyer(t, 'journey-company');
    await becomeCompany(t.db, buyer);
    const purchase = await place(buyer, 'PAYMENT_METHOD_INVOICE', 'journey-2', true);
    const placed = purchase.orders[0];
    if (!placed) throw new Error('no order placed');
    const order = await buyer.ok<Order>('GET', `/v1/users/me/orders/${placed.id}`);
    expect(order.payment.abilities).toEqual({ invoice: true, invoice_download: true });
    expect(order.cost_center).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    const response = await t.app.inject({
      method: 'GET',
      url: `/v0/orders/${placed.id}/invoice`,
      cookies: buyer.cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`ИНН ${order.customer?.inn}`);
    expect(text).toContain(`Счёт на оплату № ${placed.number}`);
  });
});
