import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/cookies.ts';
import { unauthenticated } from '../../auth/failures.ts';
import { authenticate } from '../../auth/session-service.ts';
import { mergeVisitorCart } from '../../repositories/cart/merge.ts';
import {
  isVisitorKey,
  newVisitorKey,
  ownerForUser,
  visitorCartId,
  VISITOR_CART_DAYS,
  type CartOwner,
} from '../../repositories/cart/owner.ts';

/** The visitor's cart secret: HttpOnly, for 30 days from the cart's last change. */
export const CART_COOKIE = 'cart_id';

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    secure: request.server.auth.config.cookieSecure,
    sameSite: 'lax',
    path: '/',
  } as const;
}

/**
 * Merges the visitor cart named by the request's `cart_id` cookie into the signed-in user's cart
 * and drops the cookie. Safe to call on every request: the merge happens once, also when two
 * requests race. Called at sign-in and by every cart call of a signed-in user.
 */
export async function mergeCartOfRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  owner: CartOwner,
): Promise<void> {
  const key = request.cookies[CART_COOKIE];
  if (owner.kind !== 'user' || key === undefined) return;
  if (isVisitorKey(key)) {
    const { db, clock } = request.server.auth;
    const visitor = {
      kind: 'visitor',
      market_id: owner.market_id,
      cart_id: visitorCartId(key, owner.market_id),
    } as const;
    await mergeVisitorCart(db, visitor, owner, clock());
  }
  reply.clearCookie(CART_COOKIE, cookieOptions(request));
}

/**
 * The cart owner of a request: the signed-in user's current account and customer, else the
 * visitor of the `cart_id` cookie (a new one is issued when missing; `write` renews it). A
 * request that carries
 * session cookies without a live session is answered 401, so the BFF refreshes instead of showing
 * the visitor's cart to a signed-in user.
 */
export async function cartOwnerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  { write }: { write: boolean },
): Promise<CartOwner> {
  const { auth } = request.server;
  const access = request.cookies[ACCESS_COOKIE];
  const session = request.currentUser ?? (await authenticate(auth, access));
  if (session) {
    const owner = await ownerForUser(auth.db, request.market, session.user_id);
    if (!owner) throw unauthenticated();
    await mergeCartOfRequest(request, reply, owner);
    return owner;
  }
  if (access || request.cookies[REFRESH_COOKIE]) throw unauthenticated();
  const cookie = request.cookies[CART_COOKIE];
  const key = isVisitorKey(cookie) ? cookie : newVisitorKey();
  // renewed by changes only, so the cookie lives exactly as long as its cart (purged 30 days
  // after its last change)
  if (write || key !== cookie) {
    reply.setCookie(CART_COOKIE, key, {
      ...cookieOptions(request),
      maxAge: VISITOR_CART_DAYS * 24 * 60 * 60,
    });
  }
  return {
    kind: 'visitor',
    market_id: request.market,
    cart_id: visitorCartId(key, request.market),
  };
}

/**
 * At sign-in (with the new session's access token): moves the visitor's cart into the cart of the user's current account and customer.
 * A failure is logged and does not fail the sign-in; the cookie then stays, and the user's next
 * cart call merges.
 */
export async function mergeVisitorCartAtSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  accessToken: string,
): Promise<void> {
  if (request.cookies[CART_COOKIE] === undefined) return;
  try {
    const session = await authenticate(request.server.auth, accessToken);
    if (!session) return;
    const owner = await ownerForUser(request.server.auth.db, request.market, session.user_id);
    if (owner) await mergeCartOfRequest(request, reply, owner);
  } catch (error) {
    request.log.error({ err: error }, 'cart merge at sign-in failed');
  }
}
