import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { failure } from './fixtures.ts';

const SESSION = { cookie: 'access_token=t' };
const ERRORS = 'userErrors { field message code }';
const ID = '0b6f8c1e-2f5a-4d0e-9a51-3b7c2d1e4f60';
const pending = {
  id: ID,
  email: 'guest@example.ru',
  role: 'GUEST',
  state: 'PENDING',
  create_time: '2030-01-15T10:00:00.000Z',
  send_time: '2030-01-15T10:05:00.000Z',
  expire_time: '2030-01-22T10:05:00.000Z',
};

describe('pending invitations', () => {
  const h = useHarness();

  it('lists them from the REST list', async () => {
    h.api.handler = () => ({ status: 200, body: { invitations: [pending] } });
    const res = await h.gql('{ pendingInvitations { id email role state sentAt expiresAt } }', {
      headers: SESSION,
    });
    expect(res.body.data?.['pendingInvitations']).toEqual([
      {
        id: ID,
        email: 'guest@example.ru',
        role: 'GUEST',
        state: 'PENDING',
        sentAt: '2030-01-15T10:05:00.000Z',
        expiresAt: '2030-01-22T10:05:00.000Z',
      },
    ]);
    expect(h.api.callsTo('/v1/users/me/invitations')[0]?.method).toBe('GET');
  });

  it('resends through the :resend route and answers the throttle as a user error', async () => {
    h.api.handler = () => ({ status: 200, body: pending });
    const res = await h.gql(
      `mutation { resendInvitation(input: { invitationId: "${ID}" }) {
         invitation { id state } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(res.body.data?.['resendInvitation']).toEqual({
      invitation: { id: ID, state: 'PENDING' },
      userErrors: [],
    });
    const call = h.api.callsTo(`/v1/users/me/invitations/${ID}:resend`)[0];
    expect(call?.method).toBe('POST');

    h.api.handler = () => failure(429, 'TOO_MANY_INVITATIONS', 'Повторить можно через минуту');
    const throttled = await h.gql(
      `mutation { resendInvitation(input: { invitationId: "${ID}" }) {
         invitation { id } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(throttled.body.data?.['resendInvitation']).toMatchObject({
      invitation: null,
      userErrors: [{ message: 'Повторить можно через минуту', code: 'RATE_LIMITED' }],
    });
  });

  it('revokes with DELETE and answers an unknown one as a user error', async () => {
    h.api.handler = () => ({ status: 204, body: null });
    const revoke = () =>
      h.gql(
        `mutation { revokeInvitation(input: { invitationId: "${ID}" }) {
           revokedInvitationId ${ERRORS} } }`,
        { headers: SESSION },
      );
    const res = await revoke();
    expect(res.body.data?.['revokeInvitation']).toEqual({
      revokedInvitationId: ID,
      userErrors: [],
    });
    expect(h.api.callsTo(`/v1/users/me/invitations/${ID}`)[0]?.method).toBe('DELETE');

    h.api.handler = () => failure(404, 'INVITATION_NOT_FOUND', 'Приглашение не найдено');
    const missing = await revoke();
    expect(missing.body.data?.['revokeInvitation']).toMatchObject({
      revokedInvitationId: null,
      userErrors: [{ code: 'INVITATION_NOT_FOUND' }],
    });
  });
});
