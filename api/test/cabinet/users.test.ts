import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { joinAsGuest, signedIn, startCabinetApp } from './helpers.ts';

interface UserList {
  owner_user_id: string;
  users: { id: string; role: string; email: string | null; display_name: string }[];
  total_size: number;
}

describe.each(databaseKinds())('account users and roles on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind));

  it('gives the owner every permission and a guest a subset without LIST_USERS', async () => {
    const owner = await signedIn(ctx.app, 'owner1@example.ru');
    await owner.call('PATCH', '/v1/users/me/profile', { last_name: 'Петров', first_name: 'Иван' });
    expect((await owner.context()).permissions).toEqual(
      expect.arrayContaining(['CREATE_COMPANY', 'LIST_USERS', 'INVITE_USERS', 'MANAGE_USERS']),
    );
    const { guest, accountId } = await joinAsGuest(ctx.app, owner, 'guest1@example.ru');
    const selected = await guest.call('POST', '/v1/users/me:select_account', {
      account_id: accountId,
    });
    expect(selected.statusCode).toBe(200);
    const context = await guest.context();
    expect(context.current_account_id).toBe(accountId);
    expect(context.permissions).not.toContain('CREATE_COMPANY');
    expect(context.permissions).not.toContain('LIST_USERS');

    for (const [method, url, body] of [
      ['GET', '/v1/users/me/users', undefined],
      ['PATCH', `/v1/users/me/users/${context.main_account_id}`, { role: 'OWNER' }],
      ['POST', '/v1/users/me/invitations', { email: 'x@example.ru' }],
      ['POST', '/v1/users/me/companies', { inn: '7701925261', kpp: '770101001' }],
    ] as const) {
      const denied = await guest.call(method, url, body);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().code, url).toBe('PERMISSION_DENIED');
    }

    const list = (await owner.call('GET', '/v1/users/me/users')).json<UserList>();
    expect(list.total_size).toBe(2);
    expect(list.users.map((u) => [u.email, u.role, u.display_name])).toEqual([
      ['owner1@example.ru', 'OWNER', 'Петров Иван'],
      ['guest1@example.ru', 'GUEST', 'guest1@example.ru'],
    ]);
    expect(list.users[0]?.id).toBe(list.owner_user_id);
    expect(list.users[1]).toMatchObject({
      state: 'ACTIVE',
      account_join_time: expect.any(String),
      last_activity_time: expect.any(String),
      phone: null,
    });
  });

  it('changes a member’s role, never the owner’s', async () => {
    const owner = await signedIn(ctx.app, 'owner2@example.ru');
    const { guest, accountId } = await joinAsGuest(ctx.app, owner, 'guest2@example.ru');
    await guest.call('POST', '/v1/users/me:select_account', { account_id: accountId });
    const list = (await owner.call('GET', '/v1/users/me/users')).json<UserList>();
    const guestId = list.users.find((u) => u.email === 'guest2@example.ru')?.id;

    const promoted = await owner.call('PATCH', `/v1/users/me/users/${guestId}`, { role: 'OWNER' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: guestId, role: 'OWNER' });
    expect((await guest.context()).permissions).toContain('LIST_USERS');
    expect((await guest.call('GET', '/v1/users/me/users')).statusCode).toBe(200);

    const demoteOwner = await guest.call('PATCH', `/v1/users/me/users/${list.owner_user_id}`, {
      role: 'GUEST',
    });
    expect(demoteOwner.statusCode).toBe(409);
    expect(demoteOwner.json().code).toBe('OWNER_ROLE_FIXED');

    const demoted = await owner.call('PATCH', `/v1/users/me/users/${guestId}`, { role: 'GUEST' });
    expect(demoted.json()).toMatchObject({ role: 'GUEST' });
    expect((await guest.context()).permissions).not.toContain('LIST_USERS');

    const badRole = await owner.call('PATCH', `/v1/users/me/users/${guestId}`, { role: 'ADMIN' });
    expect(badRole.statusCode).toBe(400);
    const stranger = await owner.call('PATCH', '/v1/users/me/users/not-a-member', {
      role: 'GUEST',
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('pages the users', async () => {
    const owner = await signedIn(ctx.app, 'owner3@example.ru');
    await joinAsGuest(ctx.app, owner, 'guest3a@example.ru');
    await joinAsGuest(ctx.app, owner, 'guest3b@example.ru');
    const page = (
      await owner.call('GET', '/v1/users/me/users?page_size=2&page_number=2')
    ).json<UserList>();
    expect(page).toMatchObject({ total_size: 3, page_size: 2, page_number: 2 });
    expect(page.users.map((u) => u.email)).toEqual(['guest3b@example.ru']);
  });
});
