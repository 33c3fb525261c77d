import type { SearchSuggestionsResolvers } from '../../__generated__/resolvers-types.ts';

/** The parent is the REST suggestions answer; its lists are renamed to camelCase. */
export const SearchSuggestions: SearchSuggestionsResolvers = {
  recommendedProducts: (s) => s.recommended_products,
  promotionalProducts: (s) => s.promotional_products,
  popularQueries: (s) => s.popular_queries,
  suggestedQueries: (s) => s.suggested_queries,
};
