import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import type { TestApp } from '../support/app.ts';
import { addCompany, legalEntries } from '../cabinet/helpers.ts';
import type { Order } from '../../src/schemas/orders.ts';
import { buyer, insertOrder, startOrdersApp, type Buyer } from './helpers.ts';

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe.each(databaseKinds())('invoice PDF on %s', (kind) => {
  let ctx: TestApp;
  let owner: Buyer;
  let customerId: string;
  const company = legalEntries[0];
  if (!company) throw new Error('no legal entity in the register');

  beforeAll(async () => {
    ctx = await startOrdersApp(kind);
    owner = await buyer(ctx.app, ctx.db, 'invoice@example.ru');
    const added = await addCompany(owner, company);
    expect(added.statusCode, added.body).toBe(201);
    customerId = added.json<{ id: string }>().id;
  });
  afterAll(() => ctx.close());

  const invoice = (id: string, cookies = owner.cookies) =>
    ctx.app.inject({ method: 'GET', url: `/v0/orders/${id}/invoice`, cookies });

  it('prints the buyer, the items, the total, VAT at 22 % and the total in words', async () => {
    const { id, number } = await insertOrder(ctx.db, {
      accountId: owner.accountId,
      userId: owner.userId,
      customerId,
      paymentMethod: 'PAYMENT_METHOD_INVOICE',
      total: 12_345.6,
      createdAt: new Date('2026-11-20T09:00:00Z'),
    });
    const order = (await owner.call('GET', `/v1/users/me/orders/${id}`)).json<Order>();
    expect(order.payment.abilities).toEqual({ invoice: true, invoice_download: true });
    expect(order.customer).toMatchObject({ id: customerId, inn: company.inn, kpp: company.kpp });

    // opened as a plain link: no market header, only the session
    const response = await invoice(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Счёт на оплату № ${number} от 20 ноября 2026 г.`);
    expect(text).toContain(`ИНН ${company.inn}`);
    expect(text).toContain(`КПП ${company.kpp}`);
    expect(text).toContain('ООО «Гарвин Трейд»');
    expect(text).toContain('Дрель-шуруповёрт аккумуляторная');
    expect(text).toContain('Доставка');
    expect(text).toContain('12 345,60');
    expect(text).toContain('В том числе НДС 22%');
    expect(text).toContain('2 226,26');
    expect(text).toContain('Двенадцать тысяч триста сорок пять рублей 60 копеек');
  });

  it('is for company buyers only and never for another account', async () => {
    const privateOrder = await insertOrder(ctx.db, {
      accountId: owner.accountId,
      userId: owner.userId,
    });
    const order = (await owner.call('GET', `/v1/users/me/orders/${privateOrder.id}`)).json<Order>();
    expect(order.payment.abilities.invoice_download).toBe(false);
    const refused = await invoice(privateOrder.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_NOT_AVAILABLE' });

    const companyOrder = await insertOrder(ctx.db, {
      accountId: owner.accountId,
      userId: owner.userId,
      customerId,
    });
    const stranger = await buyer(ctx.app, ctx.db, 'invoice-stranger@example.ru');
    expect((await invoice(companyOrder.id, stranger.cookies)).statusCode).toBe(404);
    expect((await invoice(companyOrder.id, {})).statusCode).toBe(401);
  });
});
