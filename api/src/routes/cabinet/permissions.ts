import type { AccountRole } from '../../repositories/users/context.ts';

/** What a member of an account may do there; the context lists them for the client. */
export const PERMISSIONS = [
  'LIST_COMPANIES',
  'CREATE_COMPANY',
  'LIST_COST_CENTERS',
  'LIST_USERS',
  'INVITE_USERS',
  'MANAGE_USERS',
  // every order of the account, not only the member's own
  'LIST_ACCOUNT_ORDERS',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The owner may do everything; a guest buys for the account's companies but neither adds
 * companies to the owner's account nor sees its users.
 */
const BY_ROLE: Record<AccountRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  GUEST: ['LIST_COMPANIES', 'LIST_COST_CENTERS'],
};

export function permissionsOf(role: AccountRole): Permission[] {
  return [...BY_ROLE[role]];
}
