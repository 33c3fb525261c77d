import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/plugin.ts';
import { unauthenticated } from '../../auth/failures.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findUserState, type AccountRole } from '../../repositories/users/context.ts';
import { touchMembership } from '../../repositories/cabinet/accounts.ts';
import { permissionsOf, type Permission } from './permissions.ts';

/** The signed-in user as a member of their current account. */
export interface Member {
  userId: string;
  accountId: string;
  customerId: string | null;
  role: AccountRole;
  permissions: Permission[];
}

/**
 * The member behind a /v1/users/me request, its last activity in the account refreshed.
 * 401 when the user is gone or no longer belongs to their current account.
 */
export async function currentMember(request: FastifyRequest): Promise<Member> {
  const { user_id: userId } = requireUser(request);
  const { db, clock } = request.server.auth;
  const state = await findUserState(db, userId);
  if (!state) throw unauthenticated('Пользователь не найден');
  await touchMembership(db, state.current_account_id, userId, clock());
  return {
    userId,
    accountId: state.current_account_id,
    customerId: state.current_customer_id,
    role: state.role,
    permissions: permissionsOf(state.role),
  };
}

/** The member, or 403 PERMISSION_DENIED when their role in the current account lacks `permission`. */
export async function requirePermission(
  request: FastifyRequest,
  permission: Permission,
): Promise<Member> {
  const member = await currentMember(request);
  if (!member.permissions.includes(permission)) {
    throw new HttpError(403, 'PERMISSION_DENIED', `Недостаточно прав: ${permission}`, {
      permission,
    });
  }
  return member;
}
