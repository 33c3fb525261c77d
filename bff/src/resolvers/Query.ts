import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { mapHomePage } from './home-mapper.ts';

export const Query: QueryResolvers = {
  market: (_parent, _args, { api }) => api.getSettings(),
  currentCity: (_parent, _args, { city }) => city,
  selectedCurrencyCode: (_parent, _args, { cookies }) => cookies.get('currencyCode') ?? null,
  homePage: async (_parent, _args, { api }) => mapHomePage(await api.getHomePage()),
};
