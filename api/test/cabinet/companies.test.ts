import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { pricingForUser } from '../../src/repositories/cabinet/pricing.ts';
import {
  addCompany,
  addContractCompany,
  breakCheckDigit,
  joinAsGuest,
  legalEntries,
  signedIn,
  soleTraders,
  startCabinetApp,
  type Caller,
} from './helpers.ts';

interface CompanyList {
  companies: { id: string; inn: string; current: boolean }[];
  total_size: number;
  page_size: number;
  page_number: number;
}

describe.each(databaseKinds())('companies on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind));

  it('adds a register company by its public tax ids on the standard terms only', async () => {
    const holder = await signedIn(ctx.app, 'contract-holder@example.ru');
    const user = await signedIn(ctx.app, 'buyer@example.ru');
    const entry = legalEntries.find((e) => e.price_type === 'DEALER' && e.limit_type === 'CREDIT');
    if (!entry) throw new Error('no dealer company with a limit');
    // Another account holds the contract; knowing the ИНН and КПП does not hand its terms over.
    expect((await addContractCompany(ctx.db, holder, entry)).statusCode).toBe(201);
    const created = await addCompany(user, entry);
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({
      type: 'legal',
      title: entry.title,
      inn: entry.inn,
      kpp: entry.kpp,
      ogrn: entry.ogrn,
      address: entry.address,
      price_type: { code: 'RETAIL', discount_percent: 0 },
      limit: null,
      current: true,
    });
    const context = await user.context();
    expect(context.current_customer_id).toBe(company.id);
    expect(context.customers).toEqual([{ id: company.id, title: entry.title }]);
    expect(context.limit).toBeNull();
    const profile = await user.call('GET', '/v1/users/me/profile');
    expect(profile.json().limit).toBeNull();
    expect(await pricingForUser(ctx.db, await userId(user))).toMatchObject({
      customer_id: company.id,
      price_type: 'RETAIL',
      discount_percent: 0,
      limit: null,
    });

    const again = await addCompany(user, entry);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COMPANY_ALREADY_ADDED');
  });

  it('gives the negotiated terms to the contract holder and, by its invitation, its guests', async () => {
    const owner = await signedIn(ctx.app, 'dealer-owner@example.ru');
    const entry = legalEntries.find((e) => e.limit_type === 'CREDIT' && e.price_type !== 'RETAIL');
    const other = legalEntries.find((e) => e.inn !== entry?.inn && e.type === 'legal');
    if (!entry || !other) throw new Error('register too small');
    const created = await addContractCompany(ctx.db, owner, entry);
    expect(created.json()).toMatchObject({
      price_type: { code: entry.price_type },
      limit: { type: 'CREDIT', amount: entry.limit_amount, currency_code: 'RUB' },
    });
    expect((await owner.context()).limit).toEqual({
      amount: entry.limit_amount,
      currency_code: 'RUB',
    });

    const { guest, accountId } = await joinAsGuest(ctx.app, owner, 'dealer-guest@example.ru');
    await guest.call('POST', '/v1/users/me:select_account', { account_id: accountId });
    const company = created.json<{ id: string }>();
    await guest.call('POST', '/v1/users/me:select_customer', { customer_id: company.id });
    const context = await guest.context();
    expect(context.current_customer_id).toBe(company.id);
    expect(context.limit).toEqual({ amount: entry.limit_amount, currency_code: 'RUB' });
    expect(context.permissions).not.toContain('CREATE_COMPANY');
    // A guest adds no company to the owner's account.
    const denied = await addCompany(guest, other);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await owner.context()).customers.map((c) => c.id)).toEqual([company.id]);
  });

  it('takes the terms back from an account when the contract passes to another', async () => {
    const first = await signedIn(ctx.app, 'old-holder@example.ru');
    const second = await signedIn(ctx.app, 'new-holder@example.ru');
    const entry = legalEntries.find((e) => e.price_type === 'WHOLESALE');
    if (!entry) throw new Error('no wholesale company');
    expect((await addContractCompany(ctx.db, first, entry)).statusCode).toBe(201);
    expect((await first.context()).limit).not.toBeNull();
    expect((await addContractCompany(ctx.db, second, entry)).statusCode).toBe(201);
    expect((await first.context()).limit).toBeNull();
    expect(await pricingForUser(ctx.db, await userId(first))).toMatchObject({
      price_type: 'RETAIL',
    });
    expect(await pricingForUser(ctx.db, await userId(second))).toMatchObject({
      price_type: 'WHOLESALE',
    });
  });

  it('grants a contract in a test deployment by the owner’s e-mail (POST /_dev/contracts)', async () => {
    const owner = await signedIn(ctx.app, 'dev-contract@example.ru');
    const entry = legalEntries.find((e) => e.limit_type === 'PURCHASE') ?? legalEntries[3];
    if (!entry) throw new Error('register too small');
    const before = (await addCompany(owner, entry)).json<{ price_type: { code: string } }>();
    expect(before.price_type.code).toBe('RETAIL');
    const granted = await ctx.app.inject({
      method: 'POST',
      url: '/_dev/contracts',
      payload: { user_identity: 'dev-contract@example.ru', inn: entry.inn, kpp: entry.kpp },
    });
    expect(granted.statusCode).toBe(204);
    const companies = await owner.call('GET', '/v1/users/me/companies');
    expect(companies.json()).toMatchObject({
      companies: [{ inn: entry.inn, price_type: { code: entry.price_type } }],
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/_dev/contracts',
      payload: { user_identity: 'nobody@example.ru', inn: entry.inn, kpp: entry.kpp },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('says «Организация не найдена» for an unknown or invalid tax id', async () => {
    const user = await signedIn(ctx.app, 'unknown@example.ru');
    const legal = legalEntries[4];
    if (!legal) throw new Error('register too small');
    for (const body of [
      { inn: '7707083893', kpp: '770701001' },
      { inn: breakCheckDigit(legal.inn), kpp: legal.kpp },
      { inn: legal.inn, kpp: '999999999' },
    ]) {
      const response = await user.call('POST', '/v1/users/me/companies', body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'COMPANY_NOT_FOUND',
        message: 'Организация не найдена',
      });
    }
    expect((await user.context()).customers).toEqual([]);
  });

  it('needs a КПП of 9 for a legal entity and a tax id of 10 to 12 characters', async () => {
    const user = await signedIn(ctx.app, 'form@example.ru');
    const legal = legalEntries[5];
    if (!legal) throw new Error('register too small');
    const noKpp = await user.call('POST', '/v1/users/me/companies', { inn: legal.inn });
    expect(noKpp.statusCode).toBe(400);
    expect(noKpp.json()).toMatchObject({
      code: 'INVALID_KPP',
      message: 'КПП должен содержать 9 символов',
    });
    const longInn = await user.call('POST', '/v1/users/me/companies', { inn: '1234567890123' });
    expect(longInn.json()).toMatchObject({
      code: 'INVALID_INN',
      message: 'ИНН должен содержать от 10 до 12 символов',
    });
  });

  it('pages the companies with total_size', async () => {
    const user = await signedIn(ctx.app, 'pager@example.ru');
    const entries = [legalEntries[6], soleTraders[2], legalEntries[7]];
    for (const entry of entries) {
      if (!entry) throw new Error('register too small');
      expect((await addCompany(user, entry)).statusCode).toBe(201);
    }
    const page = async (query: string) =>
      (await user.call('GET', `/v1/users/me/companies?${query}`)).json<CompanyList>();
    const first = await page('page_size=2&page_number=1');
    const second = await page('page_size=2&page_number=2');
    expect(first).toMatchObject({ total_size: 3, page_size: 2, page_number: 1 });
    expect(second).toMatchObject({ total_size: 3, page_size: 2, page_number: 2 });
    expect([...first.companies, ...second.companies].map((c) => c.inn)).toEqual(
      entries.map((e) => e?.inn),
    );
    expect(first.companies[0]?.current).toBe(true);
    expect((await page('page_size=2&page_number=3')).companies).toEqual([]);
    expect((await page('')).page_size).toBe(20);
    const bad = await user.call('GET', '/v1/users/me/companies?page_size=0');
    expect(bad.statusCode).toBe(400);
  });

  it('switches the customer: context, limit and pricing follow in every later call', async () => {
    const user = await signedIn(ctx.app, 'switcher@example.ru');
    const retail = legalEntries.find((e) => e.price_type === 'RETAIL' && e.limit_type === null);
    const dealer = legalEntries.find((e) => e.price_type === 'DEALER');
    if (!retail || !dealer) throw new Error('register lacks price types');
    expect(await pricingForUser(ctx.db, await userId(user))).toMatchObject({
      customer_id: null,
      discount_percent: 0,
    });
    const first = (await addCompany(user, retail)).json<{ id: string }>();
    const second = (await addContractCompany(ctx.db, user, dealer)).json<{
      id: string;
      current: boolean;
    }>();
    expect(second.current).toBe(false);
    expect((await user.context()).limit).toBeNull();

    const switched = await user.call('POST', '/v1/users/me:select_customer', {
      customer_id: second.id,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ current_customer_id: second.id });
    const context = await user.context();
    expect(context.current_customer_id).toBe(second.id);
    expect(context.limit).toEqual({ amount: dealer.limit_amount, currency_code: 'RUB' });
    const pricing = await pricingForUser(ctx.db, await userId(user));
    expect(pricing).toMatchObject({
      customer_id: second.id,
      price_type: 'DEALER',
      discount_percent: 15,
      delivery_days_offset: -1,
    });
    expect(first.id).not.toBe(second.id);
  });

  it('lists the account’s cost centres, created once on first read', async () => {
    const user = await signedIn(ctx.app, 'costs@example.ru');
    const read = async () =>
      (await user.call('GET', '/v1/users/me/cost_centers')).json<{
        cost_centers: { id: string; title: string; description: string }[];
      }>();
    const [a, b] = await Promise.all([read(), read()]);
    expect(a.cost_centers.length).toBeGreaterThanOrEqual(3);
    expect(a.cost_centers[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
    });
    expect((await read()).cost_centers).toEqual(a.cost_centers);
    expect(b.cost_centers.map((c) => c.id).sort()).toEqual(a.cost_centers.map((c) => c.id).sort());
  });
});

async function userId(caller: Caller): Promise<string> {
  const response = await caller.call('GET', '/v1/users/me/users');
  const list = response.json<{ owner_user_id: string }>();
  return list.owner_user_id;
}
