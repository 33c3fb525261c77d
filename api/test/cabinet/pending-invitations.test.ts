import { describe, expect, it } from 'vitest';
import { testClock } from '../auth/helpers.ts';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { invitationToken, joinAsGuest, signedIn, startCabinetApp } from './helpers.ts';

interface Pending {
  id: string;
  email: string;
  role: string;
  state: 'PENDING' | 'EXPIRED';
  create_time: string;
  send_time: string;
  expire_time: string;
}

describe.each(databaseKinds())('pending invitations on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind, time.clock));
  const time = testClock();

  it('lists what nobody accepted yet, resends with a new link and revokes', async () => {
    const owner = await signedIn(ctx.app, 'pending.owner@example.ru');
    for (const email of ['first.pending@example.ru', 'second.pending@example.ru']) {
      expect((await owner.call('POST', '/v1/users/me/invitations', { email })).statusCode).toBe(
        201,
      );
    }
    const listed = await owner.call('GET', '/v1/users/me/invitations');
    expect(listed.statusCode).toBe(200);
    const invitations = listed.json<{ invitations: Pending[] }>().invitations;
    expect(invitations.map((i) => i.email).sort()).toEqual([
      'first.pending@example.ru',
      'second.pending@example.ru',
    ]);
    expect(invitations[0]).toMatchObject({ role: 'GUEST', state: 'PENDING' });
    const first = invitations.find((i) => i.email === 'first.pending@example.ru');
    if (!first) throw new Error('the first invitation is not listed');

    // A resend right away is throttled; a minute later it mails a new link, the old one is dead.
    const oldToken = await invitationToken(ctx.app, first.email);
    const early = await owner.call('POST', `/v1/users/me/invitations/${first.id}:resend`);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('TOO_MANY_INVITATIONS');
    time.advance(61);
    const resent = await owner.call('POST', `/v1/users/me/invitations/${first.id}:resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<Pending>()).toMatchObject({ id: first.id, state: 'PENDING' });
    expect(resent.json<Pending>().send_time > first.send_time).toBe(true);
    const newToken = await invitationToken(ctx.app, first.email);
    expect(newToken).not.toBe(oldToken);
    const invited = await signedIn(ctx.app, first.email);
    const stale = await invited.call('POST', '/v1/users/me/invitations:accept', {
      token: oldToken,
    });
    expect(stale.statusCode).toBe(404);
    const joined = await invited.call('POST', '/v1/users/me/invitations:accept', {
      token: newToken,
    });
    expect(joined.statusCode).toBe(200);

    // Accepted: no longer pending. Revoked: not listed, and its link joins nobody.
    const second = invitations.find((i) => i.email === 'second.pending@example.ru');
    if (!second) throw new Error('the second invitation is not listed');
    const secondToken = await invitationToken(ctx.app, second.email);
    const revoked = await owner.call('DELETE', `/v1/users/me/invitations/${second.id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await owner.call('GET', '/v1/users/me/invitations');
    expect(after.json<{ invitations: Pending[] }>().invitations).toEqual([]);
    const late = await signedIn(ctx.app, second.email);
    const refused = await late.call('POST', '/v1/users/me/invitations:accept', {
      token: secondToken,
    });
    expect(refused.statusCode).toBe(404);
    expect((await owner.call('DELETE', `/v1/users/me/invitations/${second.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await owner.call('POST', `/v1/users/me/invitations/${second.id}:resend`)).statusCode,
    ).toBe(404);
  });

  it('shows an expired invitation as such and a resend brings it back', async () => {
    const before = await signedIn(ctx.app, 'expiry.owner@example.ru');
    await before.call('POST', '/v1/users/me/invitations', { email: 'slow.guest@example.ru' });
    time.advance(8 * 24 * 3600);
    // A week later the owner's access token has long expired: they sign in again.
    const owner = await signedIn(ctx.app, 'expiry.owner@example.ru');
    const [expired] = (await owner.call('GET', '/v1/users/me/invitations')).json<{
      invitations: Pending[];
    }>().invitations;
    expect(expired?.state).toBe('EXPIRED');
    const resent = await owner.call('POST', `/v1/users/me/invitations/${expired?.id}:resend`);
    expect(resent.json<Pending>().state).toBe('PENDING');
  });

  it("keeps another account's invitations and malformed ids out of reach", async () => {
    const owner = await signedIn(ctx.app, 'reach.owner@example.ru');
    await owner.call('POST', '/v1/users/me/invitations', { email: 'reach.guest@example.ru' });
    const [mine] = (await owner.call('GET', '/v1/users/me/invitations')).json<{
      invitations: Pending[];
    }>().invitations;
    const stranger = await signedIn(ctx.app, 'reach.stranger@example.ru');
    expect((await stranger.call('DELETE', `/v1/users/me/invitations/${mine?.id}`)).statusCode).toBe(
      404,
    );
    expect((await stranger.call('GET', '/v1/users/me/invitations')).json()).toEqual({
      invitations: [],
    });
    expect((await owner.call('DELETE', '/v1/users/me/invitations/not-a-uuid')).statusCode).toBe(
      404,
    );

    // A guest of the account may not manage its invitations.
    const { guest } = await joinAsGuest(ctx.app, owner, 'reach.member@example.ru');
    const current = await guest.context();
    const other = current.accounts.find((a) => a.id !== current.main_account_id);
    await guest.call('POST', '/v1/users/me:select_account', { account_id: other?.id });
    const denied = await guest.call('GET', '/v1/users/me/invitations');
    expect(denied.statusCode).toBe(403);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/v1/users/me/invitations'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(doc.paths['/v1/users/me/invitations/{id}']).toHaveProperty('delete');
    expect(doc.paths['/v1/users/me/invitations/{id}:resend']).toHaveProperty('post');
  });
});
