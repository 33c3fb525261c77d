import type { MarketRepository } from '../../repositories/market/markets.ts';
import type { ContextSources } from './context.ts';

/**
 * Currencies from the market settings. Categories are the market's top categories from its home
 * page until the catalogue offers its category tree here.
 */
export function marketContextSources(markets: MarketRepository): ContextSources {
  return {
    async currencies(request) {
      const { settings } = markets.get(request.market);
      return { base: settings.base_currency, display: settings.display_currencies };
    },
    async categories(request) {
      return markets.get(request.market).home.categories.map((category) => ({
        title: category.title,
        slug: category.slug,
        image_id: category.image_id,
        categories: [],
      }));
    },
  };
}
