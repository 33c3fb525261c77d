import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { analyticsResolvers } from './analytics/index.ts';
import { cabinetResolvers } from './cabinet/index.ts';
import { cartResolvers } from './cart/index.ts';
import { catalogResolvers } from './catalog/index.ts';
import { checkoutResolvers } from './checkout/index.ts';
import { helpdeskResolvers } from './helpdesk/index.ts';
import { Image } from './Image.ts';
import { Market } from './Market.ts';
import { mergeResolvers } from './merge.ts';
import { ordersResolvers } from './orders/index.ts';
import { pagesResolvers } from './pages/index.ts';
import { Query } from './Query.ts';
import { sessionResolvers } from './session/index.ts';
import { subscriptionResolvers } from './subscription/index.ts';

const foundation: Resolvers = { Query, Market, Image };

export const resolvers: Resolvers = mergeResolvers([
  foundation,
  catalogResolvers,
  sessionResolvers,
  cabinetResolvers,
  subscriptionResolvers,
  helpdeskResolvers,
  cartResolvers,
  analyticsResolvers,
  ordersResolvers,
  checkoutResolvers,
  pagesResolvers,
]);
