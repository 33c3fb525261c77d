import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import type { MarketRepository } from '../../repositories/market/markets.ts';
import { allowEmptyJsonBody } from '../../auth/empty-json.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  addProduct,
  approveOffers,
  removeProducts,
  updateItemQuantity,
  updateItemsSelection,
} from '../../repositories/cart/items.ts';
import { ensureCart, type CartOwner } from '../../repositories/cart/owner.ts';
import { addProductsBySku } from '../../repositories/cart/quick-order.ts';
import { readCart } from '../../repositories/cart/view.ts';
import {
  AddProductRequestSchema,
  AddProductsRequestSchema,
  AddProductsResponseSchema,
  CartSchema,
  RemoveProductsRequestSchema,
  UpdateItemQuantityRequestSchema,
  UpdateItemsSelectionRequestSchema,
} from '../../schemas/cart.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';
import { cartOwnerOf } from './owner.ts';

const route = storeRoute('cart', errorAnswers(400, 401, 403, 404, 409));

/** The spec's DISALLOW:ADD_CART denial: this market lets only signed-in buyers add to the cart. */
export const authorizationRequired = () =>
  new HttpError(403, 'AUTHORIZATION_REQUIRED', 'Authorization Required', {
    reason: 'DISALLOW:ADD_CART',
  });

/**
 * The cart of the visitor or of the signed-in user's current customer: read it, add, remove,
 * change quantities and selection, approve changed prices, and the quick order by articles. Every
 * call answers the whole cart.
 */
export const cartRoutes: FastifyPluginAsyncZod<{
  db: Database;
  markets: MarketRepository;
}> = async (app, { db, markets }) => {
  allowEmptyJsonBody(app);
  const now = () => app.auth.clock();
  const cartOf = (owner: CartOwner) =>
    readCart(db, owner, (o) => db.transaction((tx) => ensureCart(tx, o, now())));
  const denyVisitorAdds = (owner: CartOwner, market: string) => {
    const required = markets.get(market).settings.config.required_for_cart;
    if (owner.kind === 'visitor' && required.includes('AUTH')) throw authorizationRequired();
  };
  /** A change of the cart by its owner (made or found now); answers the whole cart after it. */
  const change = async (
    request: FastifyRequest,
    reply: FastifyReply,
    apply: (owner: CartOwner) => Promise<unknown>,
  ) => {
    const owner = await cartOwnerOf(request, reply, { write: true });
    await apply(owner);
    return cartOf(owner);
  };
  const cartRoute = <B extends z.ZodType>(summary: string, body: B) =>
    route(summary, { body, response: { 200: CartSchema } });

  app.get(
    '/v2/cart',
    route('The cart with its groups and totals', { response: { 200: CartSchema } }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cartOf(await cartOwnerOf(request, reply, { write: false }));
    },
  );

  app.post(
    '/v2/cart::add_product',
    cartRoute(
      'Add units of a product (403 AUTHORIZATION_REQUIRED where the market needs sign-in)',
      AddProductRequestSchema,
    ),
    (request, reply) =>
      change(request, reply, (owner) => {
        denyVisitorAdds(owner, request.market);
        return addProduct(db, owner, request.body.product_id, request.body.quantity, now());
      }),
  );

  app.post(
    '/v2/cart::remove_products',
    cartRoute('Remove products from the cart', RemoveProductsRequestSchema),
    (request, reply) =>
      change(request, reply, (owner) => removeProducts(db, owner, request.body.product_ids)),
  );

  app.post(
    '/v2/cart::update_item_quantity',
    cartRoute("Set a line's quantity", UpdateItemQuantityRequestSchema),
    (request, reply) =>
      change(request, reply, (owner) =>
        updateItemQuantity(db, owner, request.body.product_id, request.body.quantity, now()),
      ),
  );

  app.post(
    '/v2/cart::update_items_selection',
    cartRoute('Select or deselect lines', UpdateItemsSelectionRequestSchema),
    (request, reply) =>
      change(request, reply, (owner) =>
        updateItemsSelection(db, owner, request.body.product_ids, request.body.selected),
      ),
  );

  app.post(
    '/v2/cart::approve',
    route('Accept the current offers of changed lines', { response: { 200: CartSchema } }),
    (request, reply) => change(request, reply, (owner) => approveOffers(db, owner, now())),
  );

  app.post(
    '/v2/cart::add_products',
    route('Quick order: add up to 500 lines by article in one go; answers what was not added', {
      body: AddProductsRequestSchema,
      response: { 200: AddProductsResponseSchema },
    }),
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { write: true });
      denyVisitorAdds(owner, request.market);
      const rejected = await addProductsBySku(db, owner, request.body.items, now());
      return { cart: await cartOf(owner), rejected };
    },
  );
};
