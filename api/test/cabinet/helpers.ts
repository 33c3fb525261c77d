import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startAuthApp } from '../auth/app.ts';
import { MARKET, signIn, type Cookies } from '../auth/helpers.ts';
import type { TestApp } from '../support/app.ts';
import type { DatabaseKind } from '../support/db.ts';
import type { Clock } from '../../src/auth/clock.ts';
import type { Database } from '../../src/db/types.ts';
import { grantContract } from '../../src/repositories/cabinet/contracts.ts';
import { REGISTRY, type RegistryEntry } from '../../src/seed/registry/entries.ts';

/** The API with sign-in limits out of the way: these tests sign many users in from one address. */
export function startCabinetApp(kind: DatabaseKind, clock?: Clock): Promise<TestApp> {
  return startAuthApp(kind, {
    env: { OTP_IP_LIMIT: '1000', OTP_IDENTITY_LIMIT: '1000' },
    ...(clock ? { clock } : {}),
  });
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in user's calls. */
export interface Caller {
  email: string;
  cookies: Cookies;
  call(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  context(): Promise<Context>;
}

export interface Context {
  main_account_id: string;
  current_account_id: string;
  current_customer_id: string | null;
  customers: { id: string; title: string }[];
  accounts: { id: string; title: string }[];
  permissions: string[];
  limit: { amount: number; currency_code: string } | null;
}

export async function signedIn(app: FastifyInstance, email: string): Promise<Caller> {
  const { cookies } = await signIn(app, email);
  const call = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: MARKET, cookies, ...(payload ? { payload } : {}) });
  return {
    email,
    cookies,
    call,
    async context() {
      const response = await call('GET', '/v1/users/me/context');
      if (response.statusCode !== 200) throw new Error(`context: ${response.body}`);
      return response.json<Context>();
    },
  };
}

/** The token in the link of the newest message to an address. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/_dev/outbox?user_identity=${encodeURIComponent(email)}`,
  });
  const text = response.json<{ text: string }[]>()[0]?.text ?? '';
  const token = /\/cabinet\/invitations\/([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link for ${email}: ${response.body}`);
  return token;
}

/** Invites `email` into the owner's current account and joins it as that user (a guest). */
export async function joinAsGuest(app: FastifyInstance, owner: Caller, email: string) {
  const sent = await owner.call('POST', '/v1/users/me/invitations', { email });
  if (sent.statusCode !== 201) throw new Error(`invite: ${sent.body}`);
  const token = await invitationToken(app, email);
  const guest = await signedIn(app, email);
  const accepted = await guest.call('POST', '/v1/users/me/invitations:accept', { token });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return { guest, accountId: accepted.json<{ account_id: string }>().account_id };
}

export const legalEntries = REGISTRY.filter((r) => r.type === 'legal');
export const soleTraders = REGISTRY.filter((r) => r.type === 'individual');

export function addCompany(caller: Caller, entry: RegistryEntry) {
  return caller.call('POST', '/v1/users/me/companies', { inn: entry.inn, kpp: entry.kpp });
}

/**
 * Grants the company's contract to the caller's main account, as the sales team does after
 * checking it, then adds the company there: it comes with the register's negotiated terms.
 */
export async function addContractCompany(db: Database, caller: Caller, entry: RegistryEntry) {
  const { main_account_id: accountId } = await caller.context();
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM company_registry WHERE inn = $1 AND COALESCE(kpp, '') = COALESCE($2, '')`,
    [entry.inn, entry.kpp],
  );
  const registryId = rows[0]?.id;
  if (registryId === undefined) throw new Error(`${entry.inn} is not in the register`);
  await db.transaction((tx) => grantContract(tx, registryId, accountId, new Date()));
  return addCompany(caller, entry);
}

/** The same tax id with its last (check) digit changed. */
export function breakCheckDigit(inn: string): string {
  return inn.slice(0, -1) + String((Number(inn.at(-1)) + 1) % 10);
}
