import type { CheckoutResolvers, QueryResolvers } from '../../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../../context.ts';
import { UpstreamError } from '../../errors.ts';
import { listCostCenters } from '../../upstream/cabinet.ts';
import {
  getPurchase,
  listContacts,
  listCourierAddresses,
  listPickupAddresses,
  listPickupPoints,
  searchAddresses,
  syncCheckout,
} from '../../upstream/checkout.ts';
import { mapTilesFromEnv } from './map-tiles.ts';
import {
  mapAddress,
  mapCheckoutOrder,
  mapContact,
  mapCourierAddress,
  mapPickupAddress,
  mapPickupPoint,
  mapPurchase,
} from './mappers.ts';

/** The address search answers from three typed characters; shorter queries cost no REST call. */
const MIN_ADDRESS_QUERY = 3;

export const checkoutQueries: QueryResolvers = {
  checkout: () => ({}),
  mapTiles: () => mapTilesFromEnv(),
  contacts: async (_parent, _args, { api }) => (await listContacts(api)).map(mapContact),
  courierAddresses: async (_parent, _args, { api }) =>
    (await listCourierAddresses(api)).map(mapCourierAddress),
  addressSuggestions: async (_parent, { query }, { api }) => {
    const text = query.trim();
    if (text.length < MIN_ADDRESS_QUERY) return [];
    return (await searchAddresses(api, text)).map(mapAddress);
  },
  pickupPoints: async (_parent, _args, { api }) =>
    (await listPickupPoints(api)).map(mapPickupPoint),
  pickupAddresses: async (_parent, _args, { api }) =>
    (await listPickupAddresses(api)).map(mapPickupAddress),
  purchase: async (_parent, { id }, { api }) => {
    const purchase = await getPurchase(api, id);
    return purchase ? mapPurchase(purchase) : null;
  },
};

/** The checkout of this GraphQL request: one PATCH, shared by the fields that need it. */
const synced = new WeakMap<object, ReturnType<typeof syncCheckout>>();
function checkoutOf(context: GraphQLContext) {
  let pending = synced.get(context);
  if (!pending) {
    pending = syncCheckout(context.api);
    synced.set(context, pending);
  }
  return pending;
}

export const Checkout: CheckoutResolvers = {
  orders: async (_parent, _args, context) =>
    (await checkoutOf(context)).orders.map(mapCheckoutOrder),
  // Only company orders are charged to a cost centre; a private buyer's checkout asks for none
  // (and the account's cost centres are not read, nor created, for them).
  costCenters: async (_parent, _args, context) => {
    const { orders } = await checkoutOf(context);
    if (!orders.some((order) => order.cost_center_required || order.cost_center)) return [];
    try {
      return (await listCostCenters(context.api)).cost_centers;
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 403 || error.status === 404)) {
        return [];
      }
      throw error;
    }
  },
};
