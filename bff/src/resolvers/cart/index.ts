import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { Cart } from './Cart.ts';
import { CartItem, CartOffer } from './CartItem.ts';
import { Mutation, Query } from './resolvers.ts';

/** The cart: one query and a mutation per REST call, each answering the whole cart. */
export const cartResolvers: Resolvers = { Query, Mutation, Cart, CartItem, CartOffer };
