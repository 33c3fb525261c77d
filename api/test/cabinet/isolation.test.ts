import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { pricingForUser } from '../../src/repositories/cabinet/pricing.ts';
import {
  addCompany,
  joinAsGuest,
  legalEntries,
  signedIn,
  startCabinetApp,
  type Caller,
} from './helpers.ts';

interface Ids {
  accountId: string;
  userId: string;
  customerId: string;
}

async function idsOf(caller: Caller): Promise<Ids> {
  const context = await caller.context();
  const users = (await caller.call('GET', '/v1/users/me/users')).json<{ owner_user_id: string }>();
  return {
    accountId: context.current_account_id,
    userId: users.owner_user_id,
    customerId: context.current_customer_id ?? '',
  };
}

describe.each(databaseKinds())('one account’s data stays in it on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind));
  let a: Caller;
  let b: Caller;
  let idsA: Ids;
  let idsB: Ids;
  beforeAll(async () => {
    a = await signedIn(ctx.app, 'alice@example.ru');
    b = await signedIn(ctx.app, 'bob@example.ru');
    const [first, second] = legalEntries;
    if (!first || !second) throw new Error('register too small');
    expect((await addCompany(a, first)).statusCode).toBe(201);
    expect((await addCompany(b, second)).statusCode).toBe(201);
    idsA = await idsOf(a);
    idsB = await idsOf(b);
  });

  it('refuses to select another account or another account’s customer', async () => {
    for (const [url, body] of [
      ['/v1/users/me:select_account', { account_id: idsA.accountId }],
      ['/v1/users/me:select_customer', { customer_id: idsA.customerId }],
      ['/v1/users/me:select_account', { account_id: 'not-a-uuid' }],
    ] as const) {
      const response = await b.call('POST', url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('alice');
    }
    expect(await b.context()).toMatchObject({
      current_account_id: idsB.accountId,
      current_customer_id: idsB.customerId,
    });
  });

  it('never lists or patches the other account’s users, companies or accounts', async () => {
    const users = await b.call('GET', '/v1/users/me/users');
    expect(users.json()).toMatchObject({ owner_user_id: idsB.userId, total_size: 1 });
    const companies = await b.call('GET', '/v1/users/me/companies');
    expect(companies.json().companies.map((c: { id: string }) => c.id)).toEqual([idsB.customerId]);
    const accounts = await b.call('GET', '/v1/users/me/account');
    expect(accounts.json().accounts.map((x: { id: string }) => x.id)).toEqual([idsB.accountId]);
    for (const response of [users, companies, accounts]) {
      expect(response.body).not.toContain('alice');
      expect(response.body).not.toContain(idsA.customerId);
    }
    const patch = await b.call('PATCH', `/v1/users/me/users/${idsA.userId}`, { role: 'GUEST' });
    expect(patch.statusCode).toBe(404);
    expect((await a.context()).permissions).toContain('MANAGE_USERS');
  });

  it('keeps cost centres per account', async () => {
    const read = async (caller: Caller) =>
      (await caller.call('GET', '/v1/users/me/cost_centers'))
        .json<{ cost_centers: { id: string }[] }>()
        .cost_centers.map((c) => c.id);
    const [ofA, ofB] = [await read(a), await read(b)];
    expect(ofA.filter((id) => ofB.includes(id))).toEqual([]);
  });

  it('drops a joined account’s customer and its prices when the guest goes back home', async () => {
    const { guest, accountId } = await joinAsGuest(ctx.app, a, 'carol@example.ru');
    const guestId = (await guest.call('GET', '/v1/users/me/users')).json().owner_user_id;
    const joined = await guest.call('POST', '/v1/users/me:select_account', {
      account_id: accountId,
    });
    expect(joined.json()).toEqual({
      current_account_id: idsA.accountId,
      current_customer_id: idsA.customerId,
    });
    expect((await pricingForUser(ctx.db, guestId)).customer_id).toBe(idsA.customerId);
    const guestContext = await guest.context();
    const home = await guest.call('POST', '/v1/users/me:select_account', {
      account_id: guestContext.main_account_id,
    });
    expect(home.json()).toEqual({
      current_account_id: guestContext.main_account_id,
      current_customer_id: null,
    });
    expect(await pricingForUser(ctx.db, guestId)).toMatchObject({
      customer_id: null,
      discount_percent: 0,
      limit: null,
    });
    const stale = await guest.call('POST', '/v1/users/me:select_customer', {
      customer_id: idsA.customerId,
    });
    expect(stale.statusCode).toBe(404);
  });
});
