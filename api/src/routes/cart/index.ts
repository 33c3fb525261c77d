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
import { ApiErrorSchema } from '../../schemas/common.ts';
import { MarketHeaders } from '../market-headers.ts';
import { cartOwnerOf } from './owner.ts';

const Errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

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
  const schema = (summary: string) => ({
    tags: ['cart'],
    summary,
    headers: MarketHeaders,
    response: { 200: CartSchema, ...Errors },
  });

  app.get(
    '/v2/cart',
    { schema: schema('The cart with its groups and totals') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cartOf(await cartOwnerOf(request, reply, { write: false }));
    },
  );

  app.post(
    '/v2/cart::add_product',
    {
      schema: {
        ...schema(
          'Add units of a product (403 AUTHORIZATION_REQUIRED where the market needs sign-in)',
        ),
        body: AddProductRequestSchema,
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { write: true });
      denyVisitorAdds(owner, request.market);
      await addProduct(db, owner, request.body.product_id, request.body.quantity, now());
      return cartOf(owner);
    },
  );

  app.post(
    '/v2/cart::remove_products',
    { schema: { ...schema('Remove products from the cart'), body: RemoveProductsRequestSchema } },
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { write: true });
      await removeProducts(db, owner, request.body.product_ids);
      return cartOf(owner);
    },
  );

  app.post(
    '/v2/cart::update_item_quantity',
    { schema: { ...schema("Set a line's quantity"), body: UpdateItemQuantityRequestSchema } },
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { write: true });
      await updateItemQuantity(db, owner, request.body.product_id, request.body.quantity, now());
      return cartOf(owner);
    },
  );

  app.post(
    '/v2/cart::update_items_selection',
    { schema: { ...schema('Select or deselect lines'), body: UpdateItemsSelectionRequestSchema } },
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { write: true });
      await updateItemsSelection(db, owner, request.body.product_ids, request.body.selected);
      return cartOf(owner);
    },
  );

  app.post(
    '/v2/cart::approve',
    { schema: schema('Accept the current offers of changed lines') },
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { write: true });
      await approveOffers(db, owner, now());
      return cartOf(owner);
    },
  );

  app.post(
    '/v2/cart::add_products',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Quick order: add up to 500 lines by article in one go; answers what was not added',
        headers: MarketHeaders,
        body: AddProductsRequestSchema,
        response: { 200: AddProductsResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(request, reply, { write: true });
      denyVisitorAdds(owner, request.market);
      const rejected = await addProductsBySku(db, owner, request.body.items, now());
      return { cart: await cartOf(owner), rejected };
    },
  );
};
