import { beforeAll, describe, expect, it } from 'vitest';
import { MARKET } from '../auth/helpers.ts';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { seedRegistry } from '../../src/seed/registry/index.ts';
import { REGISTRY } from '../../src/seed/registry/entries.ts';
import {
  breakCheckDigit,
  legalEntries,
  signedIn,
  soleTraders,
  startCabinetApp,
  type Caller,
} from './helpers.ts';

const find = (caller: Caller, query: string) =>
  caller.call('GET', `/v0/customers/actions/find?${query}`);

describe.each(databaseKinds())('company register lookup on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind));
  let user: Caller;
  beforeAll(async () => {
    user = await signedIn(ctx.app, 'lookup@example.ru');
  });

  it('finds a legal entity by ИНН and КПП, and its head office by ИНН alone', async () => {
    const [head, branch] = legalEntries;
    if (!head || !branch) throw new Error('register too small');
    const byKpp = await find(user, `type=legal&tin=${branch.inn}&kpp=${branch.kpp}`);
    expect(byKpp.statusCode).toBe(200);
    expect(byKpp.json()).toEqual({
      type: 'legal',
      title: branch.title,
      inn: branch.inn,
      kpp: branch.kpp,
      ogrn: branch.ogrn,
      address: branch.address,
    });
    const byInn = await find(user, `type=legal&tin=${head.inn}`);
    expect(byInn.json()).toMatchObject({ kpp: head.kpp, address: head.address });
  });

  it('finds a sole trader by a 12-digit ИНН', async () => {
    const trader = soleTraders[0];
    if (!trader) throw new Error('no sole trader');
    const response = await find(user, `type=individual&tin=${trader.inn}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'individual', title: trader.title, kpp: null });
  });

  it('answers 404 for a wrong check digit, an unknown valid ИНН or the wrong type', async () => {
    const legal = legalEntries[2];
    const trader = soleTraders[1];
    if (!legal || !trader) throw new Error('register too small');
    for (const query of [
      `type=legal&tin=${breakCheckDigit(legal.inn)}`,
      `type=individual&tin=${breakCheckDigit(trader.inn)}`,
      'type=legal&tin=7707083893',
      `type=individual&tin=${legal.inn}`,
      `type=legal&tin=${trader.inn}`,
      `type=legal&tin=${legal.inn}&kpp=999999999`,
    ]) {
      const response = await find(user, query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json(), query).toEqual({
        code: 'COMPANY_NOT_FOUND',
        message: 'Организация не найдена',
      });
    }
  });

  it('answers 400 for a tax id outside 10–12 characters or a КПП not of 9', async () => {
    const legal = legalEntries[3];
    if (!legal) throw new Error('register too small');
    const short = await find(user, 'type=legal&tin=770708389');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'INVALID_INN',
      message: 'ИНН должен содержать от 10 до 12 символов',
    });
    const kpp = await find(user, `type=legal&tin=${legal.inn}&kpp=77010100`);
    expect(kpp.statusCode).toBe(400);
    expect(kpp.json()).toMatchObject({
      code: 'INVALID_KPP',
      message: 'КПП должен содержать 9 символов',
    });
  });

  it('is for signed-in users only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v0/customers/actions/find?type=legal&tin=${legalEntries[0]?.inn ?? ''}`,
      headers: MARKET,
    });
    expect(response.statusCode).toBe(401);
  });
  it('seeds the register once however often the seed runs', async () => {
    await seedRegistry(ctx.db);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM company_registry',
    );
    expect(rows[0]?.n).toBe(REGISTRY.length);
  });

  it('documents the cabinet calls in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/users/me:select_account',
        '/v1/users/me:select_customer',
        '/v1/users/me/account',
        '/v1/users/me/users',
        '/v1/users/me/users/{id}',
        '/v1/users/me/invitations',
        '/v1/users/me/invitations:accept',
        '/v1/users/me/companies',
        '/v1/users/me/cost_centers',
        '/v0/customers/actions/find',
      ]),
    );
  });
});
