import { describe, expect, it } from 'vitest';
import { signIn } from '../auth/helpers.ts';
import { databaseKinds } from '../support/db.ts';
import { GARWIN, outboxTo, solvedCaptcha, useHelpdeskApp, visitorAddresses } from './helpers.ts';

describe.each(databaseKinds())('help-desk requests on %s', (kind) => {
  const t = useHelpdeskApp(kind, { HELPDESK_IP_LIMIT: '3' });
  const nextIp = visitorAddresses('198.51.100');

  const post = (
    url: string,
    payload: object,
    options: { ip?: string; market?: string; cookies?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-market-id': options.market ?? 'garwin' },
      remoteAddress: options.ip ?? nextIp(),
      payload,
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });

  const stored = async (id: string) =>
    (
      await t.db.query<{ kind: string; market: string; payload: Record<string, unknown> }>(
        'SELECT kind, market, payload FROM helpdesk_requests WHERE id = $1::bigint',
        [id],
      )
    ).rows[0];

  const feedback = {
    name: 'Иван Петров',
    email: ' Ivan@Example.RU ',
    message: 'Нужна консультация по компрессорам',
  };

  it('stores feedback, mails it to the sales address and answers a number to quote', async () => {
    const res = await post('/v1/helpdesk/feedback:send', {
      feedback,
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    expect(id).toMatch(/^\d+$/);
    expect(await stored(id)).toMatchObject({
      kind: 'FEEDBACK',
      market: 'garwin',
      payload: { name: 'Иван Петров', email: 'ivan@example.ru', message: feedback.message },
    });
    const [mail] = await outboxTo(t.app, 'sales@garwin.ru');
    expect(mail?.text).toContain(`Обратная связь № ${id}`);
    expect(mail?.text).toContain('Нужна консультация по компрессорам');
  });

  it('stores a callback request with the phone in its canonical form', async () => {
    const res = await post('/v1/helpdesk/callback:request', {
      callback: { name: 'Анна', phone: '+7 (921) 555-12-34', comment: 'После обеда' },
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    expect(await stored(id)).toMatchObject({
      kind: 'CALLBACK',
      payload: { name: 'Анна', phone: '+79215551234', comment: 'После обеда' },
    });
    expect((await outboxTo(t.app, 'sales@garwin.ru'))[0]?.text).toContain(
      `Обратный звонок № ${id}`,
    );
  });

  it('refuses feedback on a market whose contact settings do not allow it (ipr)', async () => {
    const res = await post(
      '/v1/helpdesk/feedback:send',
      { feedback, captcha: await solvedCaptcha(t.app) },
      { market: 'ipr' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FEEDBACK_UNAVAILABLE' });
  });

  it.each([
    [{ ...feedback, email: 'ivan@example' }, 'INVALID_EMAIL', 'Некорректный формат e-mail'],
    [{ ...feedback, name: 'Иван3' }, 'INVALID_NAME', 'Некорректный формат'],
    [{ ...feedback, name: '  ' }, 'INVALID_NAME', 'Некорректный формат'],
    [{ ...feedback, phone: '12345' }, 'INVALID_PHONE', 'Некорректный формат телефона'],
  ])('validates feedback %j by the rules of section 5', async (body, code, message) => {
    const res = await post('/v1/helpdesk/feedback:send', {
      feedback: body,
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
  });

  it('refuses a callback without a phone and an empty feedback message', async () => {
    const callback = await post('/v1/helpdesk/callback:request', {
      callback: { name: 'Анна', phone: '' },
    });
    expect(callback.json()).toMatchObject({ code: 'INVALID_PHONE' });
    const empty = await post('/v1/helpdesk/feedback:send', {
      feedback: { ...feedback, message: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('asks visitors for a solved captcha, accepted once', async () => {
    const ip = nextIp();
    const missing = await post('/v1/helpdesk/feedback:send', { feedback }, { ip });
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const captcha = await solvedCaptcha(t.app);
    const first = await post('/v1/helpdesk/feedback:send', { feedback, captcha }, { ip });
    expect(first.statusCode).toBe(200);
    const replayed = await post('/v1/helpdesk/feedback:send', { feedback, captcha }, { ip });
    expect(replayed.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('takes requests of a signed-in buyer without a captcha', async () => {
    const { cookies } = await signIn(t.app, 'buyer-helpdesk@example.ru');
    const res = await post(
      '/v1/helpdesk/callback:request',
      { callback: { name: 'Олег', phone: '89215550000' } },
      { cookies },
    );
    expect(res.statusCode).toBe(200);
  });

  it('limits the requests of one visitor address per hour, across kinds', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      const ok = await post(
        i % 2 ? '/v1/helpdesk/feedback:send' : '/v1/helpdesk/callback:request',
        i % 2
          ? { feedback, captcha: await solvedCaptcha(t.app) }
          : {
              callback: { name: 'Анна', phone: '+79215551234' },
              captcha: await solvedCaptcha(t.app),
            },
        { ip },
      );
      expect(ok.statusCode).toBe(200);
    }
    const over = await post(
      '/v1/helpdesk/feedback:send',
      { feedback, captcha: await solvedCaptcha(t.app) },
      { ip },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_HELPDESK_REQUESTS' });
    const elsewhere = await post('/v1/helpdesk/feedback:send', {
      feedback,
      captcha: await solvedCaptcha(t.app),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  const rentable = async (allowed: boolean) => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_path[1]
       WHERE ${allowed ? '' : 'NOT'} (c.slug = 'svarochnoe-oborudovanie' AND p.base_price >= 10000)
       ORDER BY p.id LIMIT 1`,
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no such product in the seed');
    return id;
  };
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('tells which products may be rented and takes a rent request for one', async () => {
    const productId = await rentable(true);
    const terms = await t.app.inject({
      method: 'GET',
      url: `/v0/helpdesk/products/${productId}/rent`,
      headers: GARWIN,
    });
    expect(terms.json()).toEqual({ product_id: productId, rent_allowed: true });
    const res = await post('/v0/helpdesk/actions/register_rent_request', {
      product_id: productId,
      date_from: inDays(2),
      date_to: inDays(9),
      name: 'Сергей',
      phone: '+7 921 000-11-22',
      comment: 'Стройка в Кудрово',
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    expect(await stored(id)).toMatchObject({ kind: 'RENT', payload: { date_from: inDays(2) } });
    expect((await outboxTo(t.app, 'sales@garwin.ru'))[0]?.text).toContain('(8 дн.)');
  });

  it('refuses rent of a product that does not allow it and dates that do not make sense', async () => {
    const base = { name: 'Сергей', phone: '+79210001122', captcha: await solvedCaptcha(t.app) };
    const denied = await post('/v0/helpdesk/actions/register_rent_request', {
      ...base,
      product_id: await rentable(false),
      date_from: inDays(1),
      date_to: inDays(2),
    });
    expect(denied.statusCode).toBe(409);
    expect(denied.json()).toMatchObject({ code: 'RENT_UNAVAILABLE' });
    for (const [from, to] of [
      [inDays(-1), inDays(3)],
      [inDays(5), inDays(3)],
      [inDays(1), inDays(400)],
      ['2031-02-30', '2031-03-02'],
    ]) {
      const res = await post('/v0/helpdesk/actions/register_rent_request', {
        ...base,
        product_id: await rentable(true),
        date_from: from,
        date_to: to,
      });
      expect(res.json()).toMatchObject({ code: 'INVALID_RENT_DATES' });
    }
  });

  it('takes a request for proposal from a signed-in buyer only', async () => {
    const productId = await rentable(false);
    const visitor = await post('/v1/users/me/rfps', { product_id: productId });
    expect(visitor.statusCode).toBe(401);
    const { cookies } = await signIn(t.app, 'rfp-buyer@example.ru');
    const res = await post('/v1/users/me/rfps', { product_id: productId }, { cookies });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: string }>();
    expect(await stored(id)).toMatchObject({ kind: 'RFP', payload: { product_id: productId } });
    const [mail] = await outboxTo(t.app, 'sales@garwin.ru');
    expect(mail?.text).toContain(`Запрос коммерческого предложения № ${id}`);
    expect(mail?.text).toContain('rfp-buyer@example.ru');
    const unknown = await post('/v1/users/me/rfps', { product_id: 99_999_999 }, { cookies });
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it('serves the company page of each market with its SEO data', async () => {
    const pages = await Promise.all(
      ['garwin', 'sprout'].map(async (market) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/v1/pages/company',
            headers: { 'x-market-id': market },
          })
        ).json<{
          seo: { h1: string };
          title: string;
          offices: unknown[];
          feedback_allowed: boolean;
        }>(),
      ),
    );
    expect(pages.map((p) => p.seo.h1)).toEqual(['О компании GARWIN', 'О компании Sprout']);
    expect(pages[0]?.title).not.toBe(pages[1]?.title);
    expect(pages.every((p) => p.offices.length > 0 && p.feedback_allowed)).toBe(true);
  });
});
