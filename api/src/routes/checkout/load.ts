import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { buildCheckout, type BuiltOrder } from '../../repositories/checkout/build.ts';
import {
  findState,
  updateState,
  type CheckoutOwner,
  type StateChange,
} from '../../repositories/checkout/state.ts';
import { checkoutOwner, nowOf } from './owner.ts';

export const orderNotFound = () =>
  new HttpError(404, 'CHECKOUT_ORDER_NOT_FOUND', 'Заказ не найден: обновите страницу оформления');

/**
 * One order of the requester's checkout, built from their cart now. 404 when the id is another
 * buyer's, another customer's, or its seller has no selected goods left in the cart.
 */
export async function loadOrder(
  request: FastifyRequest,
  id: string,
): Promise<{ owner: CheckoutOwner; built: BuiltOrder }> {
  const owner = await checkoutOwner(request);
  const { db } = request.server.auth;
  if (!(await findState(db, owner, id))) throw orderNotFound();
  const built = (await buildCheckout(db, owner, nowOf(request))).find((b) => b.order.id === id);
  if (!built) throw orderNotFound();
  return { owner, built };
}

/** The order again after a step changed it. */
export async function reloadOrder(request: FastifyRequest, id: string) {
  return (await loadOrder(request, id)).built.order;
}

/** Stores what a step changed in the order and answers the whole order again. */
export async function saveStep(request: FastifyRequest, built: BuiltOrder, change: StateChange) {
  await updateState(request.server.auth.db, built.state.id, change, nowOf(request));
  return reloadOrder(request, built.order.id);
}
