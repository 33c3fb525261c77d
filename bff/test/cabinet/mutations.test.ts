import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { company, failure, user } from './fixtures.ts';

const SESSION = { cookie: 'access_token=t' };
const ERRORS = 'userErrors { field message code }';

describe('cabinet mutations', () => {
  const h = useHarness();
  /** Sends the operation with the signed-in user's session cookie. */
  const signedIn = (operation: string) => h.gql(operation, { headers: SESSION });

  it('switches the customer with the REST body and returns the selection', async () => {
    h.api.handler = () => ({
      status: 200,
      body: { current_account_id: 'a1', current_customer_id: 'c2' },
    });
    const res = await signedIn(`mutation { selectCustomer(input: { customerId: "c2" }) {
         selection { currentAccountId currentCustomerId } ${ERRORS} } }`);
    expect(res.body.data?.['selectCustomer']).toEqual({
      selection: { currentAccountId: 'a1', currentCustomerId: 'c2' },
      userErrors: [],
    });
    const call = h.api.callsTo('/v1/users/me:select_customer')[0];
    expect(call?.method).toBe('POST');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ customer_id: 'c2' });
  });

  it('answers a foreign account with a user error (404)', async () => {
    h.api.handler = () => failure(404, 'ACCOUNT_NOT_FOUND', 'Аккаунт не найден');
    const res = await signedIn(
      `mutation { selectAccount(input: { accountId: "x" }) { selection { currentAccountId } ${ERRORS} } }`,
    );
    expect(res.body.data?.['selectAccount']).toEqual({
      selection: null,
      userErrors: [{ field: [], message: 'Аккаунт не найден', code: 'ACCOUNT_NOT_FOUND' }],
    });
  });

  it('creates a company, sending the lower-case type and no КПП for a sole trader', async () => {
    h.api.handler = () => ({ status: 201, body: { ...company, type: 'individual', kpp: null } });
    const res =
      await signedIn(`mutation { createCompany(input: { type: INDIVIDUAL, inn: "500100732259", kpp: "1" }) {
         company { id type kpp } ${ERRORS} } }`);
    expect(res.body.data?.['createCompany']).toEqual({
      company: { id: 'c1', type: 'INDIVIDUAL', kpp: null },
      userErrors: [],
    });
    expect(JSON.parse(h.api.calls[0]?.body ?? '{}')).toEqual({
      type: 'individual',
      inn: '500100732259',
      kpp: null,
    });
  });

  it.each([
    [400, 'INVALID_KPP', ['kpp']],
    [404, 'COMPANY_NOT_FOUND', []],
    [409, 'COMPANY_ALREADY_ADDED', []],
  ])('returns a %i of company creation as a user error', async (status, code, field) => {
    h.api.handler = () => failure(status, code, 'текст');
    const res =
      await signedIn(`mutation { createCompany(input: { type: LEGAL, inn: "7701925261", kpp: "77" }) {
         company { id } ${ERRORS} } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['createCompany']).toEqual({
      company: null,
      userErrors: [{ field, message: 'текст', code }],
    });
  });

  it('returns the fixed owner role (409) as a user error and maps a changed role', async () => {
    h.api.handler = () => failure(409, 'OWNER_ROLE_FIXED', 'Роль владельца аккаунта не меняется');
    const input = '{ userId: "u1", role: GUEST }';
    const query = `mutation { updateUserRole(input: ${input}) { user { id role isOwner } ${ERRORS} } }`;
    const fixed = await signedIn(query);
    expect(fixed.body.data?.['updateUserRole']).toMatchObject({
      user: null,
      userErrors: [{ code: 'OWNER_ROLE_FIXED' }],
    });
    h.api.handler = () => ({ status: 200, body: user('u2', 'OWNER') });
    const changed = await signedIn(query);
    expect(changed.body.data?.['updateUserRole']).toEqual({
      user: { id: 'u2', role: 'OWNER', isOwner: false },
      userErrors: [],
    });
    expect(h.api.calls.at(-1)?.method).toBe('PATCH');
    expect(h.api.calls.at(-1)?.path).toBe('/v1/users/me/users/u1');
  });

  it('puts invitation failures under the e-mail field and a missing permission as FORBIDDEN', async () => {
    h.api.handler = () => failure(400, 'INVALID_EMAIL', 'Некорректный формат e-mail');
    const query = `mutation { inviteUser(input: { email: "x" }) { invitation { id } ${ERRORS} } }`;
    const invalid = await signedIn(query);
    expect(invalid.body.data?.['inviteUser']).toEqual({
      invitation: null,
      userErrors: [
        { field: ['email'], message: 'Некорректный формат e-mail', code: 'INVALID_EMAIL' },
      ],
    });
    h.api.handler = () => failure(403, 'PERMISSION_DENIED');
    const denied = await signedIn(query);
    expect(denied.body.data).toBeNull();
    expect(denied.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('keeps an e-mail mismatch of an invitation as a user error', async () => {
    h.api.handler = () => failure(403, 'INVITATION_EMAIL_MISMATCH', 'Приглашение на другой e-mail');
    const res = await signedIn(
      `mutation { acceptInvitation(input: { token: "t" }) { accepted { accountId } ${ERRORS} } }`,
    );
    expect(res.body.data?.['acceptInvitation']).toMatchObject({
      accepted: null,
      userErrors: [{ code: 'INVITATION_EMAIL_MISMATCH' }],
    });
  });

  it('reports an unreachable API as UPSTREAM_UNAVAILABLE, not as a user error', async () => {
    h.api.handler = () => failure(503, 'DELIVERY_UNAVAILABLE', 'internal');
    const res = await signedIn(`mutation { inviteUser(input: { email: "a@b.ru" }) { ${ERRORS} } }`);
    expect(res.body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');
  });
});
