import { describe, expect, it } from 'vitest';
import { testClock } from '../auth/helpers.ts';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { invitationToken, joinAsGuest, signedIn, startCabinetApp } from './helpers.ts';

const DAY = 24 * 3600;

describe.each(databaseKinds())('invitations on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind, time.clock));
  const time = testClock();

  it('e-mails a link whose token joins the account once, for the invited address only', async () => {
    const owner = await signedIn(ctx.app, 'boss@example.ru');
    const sent = await owner.call('POST', '/v1/users/me/invitations', {
      email: ' New.Colleague@Example.ru ',
    });
    expect(sent.statusCode).toBe(201);
    const ownerContext = await owner.context();
    expect(sent.json()).toMatchObject({
      email: 'new.colleague@example.ru',
      role: 'GUEST',
      account_id: ownerContext.current_account_id,
    });
    const outbox = await ctx.app.inject({
      method: 'GET',
      url: '/_dev/outbox?user_identity=new.colleague%40example.ru',
    });
    expect(outbox.json()[0].text).toMatch(
      /^Вас пригласили в аккаунт «Аккаунт без названия».*http:\/\/garwin\.localhost:3000\/cabinet\/invitations\/[\w-]{43}/s,
    );
    const token = await invitationToken(ctx.app, 'new.colleague@example.ru');

    const intruder = await signedIn(ctx.app, 'intruder@example.ru');
    const wrong = await intruder.call('POST', '/v1/users/me/invitations:accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITATION_EMAIL_MISMATCH');

    const colleague = await signedIn(ctx.app, 'new.colleague@example.ru');
    const accepted = await colleague.call('POST', '/v1/users/me/invitations:accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      account_id: ownerContext.current_account_id,
      account_title: 'Аккаунт без названия',
      role: 'GUEST',
    });
    // Accepting again (a reload, a second tab) answers the same; the spent token is nobody else's.
    const again = await colleague.call('POST', '/v1/users/me/invitations:accept', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(accepted.json());
    const spent = await intruder.call('POST', '/v1/users/me/invitations:accept', { token });
    expect(spent.statusCode).toBe(404);
    expect(spent.json().code).toBe('INVITATION_NOT_FOUND');

    const context = await colleague.context();
    expect(context.accounts.map((a) => a.id)).toEqual([
      context.main_account_id,
      ownerContext.current_account_id,
    ]);
    const accounts = (await colleague.call('GET', '/v1/users/me/account')).json();
    expect(accounts).toMatchObject({ total_size: 2, page_number: 1 });
    expect(accounts.accounts[1]).toMatchObject({
      id: ownerContext.current_account_id,
      role: 'GUEST',
      main: false,
      current: false,
      users_count: 2,
    });

    const dup = await owner.call('POST', '/v1/users/me/invitations', {
      email: 'new.colleague@example.ru',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('ALREADY_MEMBER');
  });

  it('rejects a malformed address and an unknown token', async () => {
    const owner = await signedIn(ctx.app, 'boss2@example.ru');
    const bad = await owner.call('POST', '/v1/users/me/invitations', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_EMAIL',
      message: 'Некорректный формат e-mail',
    });
    const unknown = await owner.call('POST', '/v1/users/me/invitations:accept', {
      token: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a link expire after seven days', async () => {
    const owner = await signedIn(ctx.app, 'boss3@example.ru');
    await owner.call('POST', '/v1/users/me/invitations', { email: 'late@example.ru' });
    const token = await invitationToken(ctx.app, 'late@example.ru');
    time.advance(7 * DAY + 1);
    const late = await signedIn(ctx.app, 'late@example.ru');
    const response = await late.call('POST', '/v1/users/me/invitations:accept', { token });
    expect(response.statusCode).toBe(404);
    expect((await late.context()).accounts).toHaveLength(1);
  });

  it('joins through the helper used by the other suites', async () => {
    const owner = await signedIn(ctx.app, 'boss4@example.ru');
    const { guest, accountId } = await joinAsGuest(ctx.app, owner, 'helper@example.ru');
    expect((await guest.context()).accounts.map((a) => a.id)).toContain(accountId);
  });
});
