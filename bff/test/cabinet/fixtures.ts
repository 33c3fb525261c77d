import type { CompanyDto } from '../../src/upstream/cabinet.ts';
import type { Handler } from '../rest-double.ts';

export const company: CompanyDto = {
  id: 'c1',
  type: 'legal',
  title: 'ООО «Северный инструмент»',
  inn: '7701925261',
  kpp: '770101001',
  ogrn: '1107701963544',
  address: 'г. Москва, ул. Бауманская, д. 7',
  price_type: { code: 'WHOLESALE', title: 'Опт', discount_percent: 10, delivery_days_offset: -1 },
  limit: { type: 'CREDIT', amount: 1_500_000, currency_code: 'RUB' },
  current: true,
};

export const user = (id: string, role: 'OWNER' | 'GUEST') => ({
  id,
  display_name: `Пользователь ${id}`,
  role,
  state: 'ACTIVE',
  account_join_time: '2026-01-01T00:00:00.000Z',
  last_activity_time: null,
  email: `${id}@example.com`,
  phone: null,
});

export { failure } from '../rest-double.ts';

/** Answers the cabinet's reads with one page each. */
export const cabinetHandler: Handler = (call) => {
  const path = call.path.split('?')[0];
  if (path === '/v1/users/me/companies' && call.method === 'GET') {
    return {
      status: 200,
      body: { companies: [company], total_size: 21, page_size: 20, page_number: 2 },
    };
  }
  if (path === '/v1/users/me/users') {
    return {
      status: 200,
      body: {
        owner_user_id: 'u1',
        users: [user('u1', 'OWNER'), user('u2', 'GUEST')],
        total_size: 2,
        page_size: 20,
        page_number: 1,
      },
    };
  }
  if (path === '/v1/users/me/account') {
    return {
      status: 200,
      body: {
        accounts: [
          {
            id: 'a1',
            title: 'Иван Петров',
            owner_user_id: 'u1',
            role: 'OWNER',
            main: true,
            current: true,
            account_join_time: '2026-01-01T00:00:00.000Z',
            users_count: 2,
            customers_count: 1,
          },
        ],
        total_size: 1,
        page_size: 20,
        page_number: 1,
      },
    };
  }
  return undefined;
};
