import type { FastifyRequest } from 'fastify';
import type { CheckoutOwner } from '../../repositories/checkout/state.ts';
import { currentMember } from '../cabinet/member.ts';

/** The buyer behind a /v1/users/me request: the market, the user, their account and customer. */
export async function checkoutOwner(request: FastifyRequest): Promise<CheckoutOwner> {
  const member = await currentMember(request);
  return {
    market_id: request.market,
    user_id: member.userId,
    account_id: member.accountId,
    customer_id: member.customerId,
  };
}

/** The clock of the app (tests move it). */
export const nowOf = (request: FastifyRequest): Date => request.server.auth.clock();
