import type { FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../../auth/cookies.ts';
import { unauthenticated } from '../../auth/failures.ts';
import { authenticate } from '../../auth/session-service.ts';
import { currentMember, type Member } from '../cabinet/member.ts';
import type { OrderScope } from '../../repositories/orders/orders.ts';

/**
 * The signed-in member of a request and the orders they may see: with LIST_ACCOUNT_ORDERS (the
 * owner) every order of their current account, otherwise the orders they placed there. The /v0
 * routes lie outside the session guard of /v1/users/me, so the access cookie is checked here
 * (401 without a live one).
 */
export async function orderScope(
  request: FastifyRequest,
): Promise<{ member: Member; scope: OrderScope }> {
  if (!request.currentUser) {
    const session = await authenticate(request.server.auth, request.cookies[ACCESS_COOKIE]);
    if (!session) throw unauthenticated();
    request.currentUser = session;
  }
  const member = await currentMember(request);
  return {
    member,
    scope: {
      marketId: request.market || null,
      accountId: member.accountId,
      userId: member.userId,
      wholeAccount: member.permissions.includes('LIST_ACCOUNT_ORDERS'),
    },
  };
}
