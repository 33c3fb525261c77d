import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { joinAsGuest, legalEntries, signedIn, startCabinetApp } from './helpers.ts';

describe.each(databaseKinds())('the title of an account on %s', (kind) => {
  const ctx = useTestApp(() => startCabinetApp(kind));

  async function letterTo(email: string): Promise<string> {
    const outbox = await ctx.app.inject({
      method: 'GET',
      url: `/_dev/outbox?user_identity=${encodeURIComponent(email)}`,
    });
    return outbox.json<{ text: string }[]>().find((m) => m.text.includes('пригласили'))?.text ?? '';
  }

  it("is the owner's name, then the company, never the owner's e-mail", async () => {
    const owner = await signedIn(ctx.app, 'titled.owner@example.ru');
    const named = await owner.call('PATCH', '/v1/users/me/profile', {
      last_name: 'Иванов',
      first_name: 'Олег',
      middle_name: '',
    });
    expect(named.statusCode).toBe(200);
    const { guest, accountId } = await joinAsGuest(ctx.app, owner, 'titled.guest@example.ru');

    expect(await letterTo('titled.guest@example.ru')).toMatch(
      /^Вас пригласили в аккаунт «Иванов Олег»/,
    );
    const seen = (await guest.context()).accounts.find((a) => a.id === accountId);
    expect(seen?.title).toBe('Иванов Олег');
    const listed = await guest.call('GET', '/v1/users/me/account');
    expect(JSON.stringify(listed.json())).not.toContain('titled.owner@example.ru');
    expect(JSON.stringify(await guest.context())).not.toContain('titled.owner@example.ru');

    const entry = legalEntries[0];
    if (!entry) throw new Error('the registry has no legal entity');
    const added = await owner.call('POST', '/v1/users/me/companies', {
      inn: entry.inn,
      kpp: entry.kpp,
    });
    expect(added.statusCode).toBe(201);
    const afterCompany = (await guest.context()).accounts.find((a) => a.id === accountId);
    expect(afterCompany?.title).toBe(entry.title);
  });

  it('is neutral for an owner with neither name nor company', async () => {
    const owner = await signedIn(ctx.app, 'nameless.owner@example.ru');
    const context = await owner.context();
    expect(context.accounts[0]?.title).toBe('Аккаунт без названия');
  });
});
