import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { cabinetHandler, failure } from './fixtures.ts';

const SESSION = { cookie: 'access_token=t' };

describe('cabinet reads', () => {
  const h = useHarness({ handler: cabinetHandler });

  it('maps a page of companies and passes the paging on', async () => {
    const res = await h.gql(
      `{ companies(pageSize: 20, pageNumber: 2) {
          totalSize pageNumber
          companies { id type title inn kpp priceType { code discountPercent deliveryDaysOffset }
                      limit { type amount currencyCode } current }
      } }`,
      { headers: SESSION },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['companies']).toEqual({
      totalSize: 21,
      pageNumber: 2,
      companies: [
        {
          id: 'c1',
          type: 'LEGAL',
          title: 'ООО «Северный инструмент»',
          inn: '7701925261',
          kpp: '770101001',
          priceType: { code: 'WHOLESALE', discountPercent: 10, deliveryDaysOffset: -1 },
          limit: { type: 'CREDIT', amount: 1_500_000, currencyCode: 'RUB' },
          current: true,
        },
      ],
    });
    expect(h.api.calls[0]?.path).toBe('/v1/users/me/companies?page_size=20&page_number=2');
  });

  it('marks the owner among the account users', async () => {
    const res = await h.gql('{ accountUsers { ownerUserId users { id role isOwner email } } }', {
      headers: SESSION,
    });
    expect(res.body.data?.['accountUsers']).toEqual({
      ownerUserId: 'u1',
      users: [
        { id: 'u1', role: 'OWNER', isOwner: true, email: 'u1@example.com' },
        { id: 'u2', role: 'GUEST', isOwner: false, email: 'u2@example.com' },
      ],
    });
  });

  it('maps the accounts with the main one marked', async () => {
    const res = await h.gql('{ accounts { totalSize accounts { id title main current role } } }', {
      headers: SESSION,
    });
    expect(res.body.data?.['accounts']).toEqual({
      totalSize: 1,
      accounts: [{ id: 'a1', title: 'Иван Петров', main: true, current: true, role: 'OWNER' }],
    });
  });

  it('turns a missing permission into FORBIDDEN', async () => {
    h.api.handler = () => failure(403, 'PERMISSION_DENIED', 'Недостаточно прав: LIST_USERS');
    const res = await h.gql('{ accountUsers { totalSize } }', { headers: SESSION });
    expect(res.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('finds a company in the register and answers null for an unknown tax id', async () => {
    h.api.handler = (call) =>
      call.path.includes('tin=7701925261')
        ? {
            status: 200,
            body: {
              type: 'legal',
              title: 'ООО «Северный инструмент»',
              inn: '7701925261',
              kpp: '770101001',
              ogrn: '1107701963544',
              address: 'г. Москва',
            },
          }
        : failure(404, 'COMPANY_NOT_FOUND');
    const query = `query ($inn: String!) {
      findCompany(type: LEGAL, inn: $inn, kpp: "770101001") { type title kpp }
    }`;
    const found = await h.gql(query, { headers: SESSION, variables: { inn: ' 7701925261 ' } });
    expect(found.body.data?.['findCompany']).toEqual({
      type: 'LEGAL',
      title: 'ООО «Северный инструмент»',
      kpp: '770101001',
    });
    expect(h.api.calls[0]?.path).toBe(
      '/v0/customers/actions/find?type=legal&tin=7701925261&kpp=770101001',
    );
    const missing = await h.gql(query, { headers: SESSION, variables: { inn: '7701925262' } });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data?.['findCompany']).toBeNull();
  });
});
