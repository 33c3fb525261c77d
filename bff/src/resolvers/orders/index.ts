import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { Mutation } from './Mutation.ts';
import { Order } from './Order.ts';
import { Payment } from './Payment.ts';
import { Query } from './Query.ts';

/** The resolvers of the orders domain: the cabinet's orders, tracking and online payments. */
export const ordersResolvers: Resolvers = { Query, Mutation, Order, Payment };
