/** Spec section 9: at most 7 products in all, of which up to 2 recommended and 2 promotional. */
export const SUGGESTED_PRODUCTS_LIMIT = 7;
export const RECOMMENDED_LIMIT = 2;
export const PROMOTIONAL_LIMIT = 2;
/** Spec section 9: up to 3 categories. */
export const SUGGESTED_CATEGORIES_LIMIT = 3;

interface SuggestionLists<P, C> {
  products: readonly P[];
  recommendedProducts: readonly P[];
  promotionalProducts: readonly P[];
  categories: readonly C[];
}

/**
 * Cuts the suggestion lists to the spec's limits: recommended and promotional products take up to
 * two places each, and matching products fill what is left of the seven.
 */
export function limitSuggestions<P, C, S extends SuggestionLists<P, C>>(suggestions: S): S {
  const recommendedProducts = suggestions.recommendedProducts.slice(0, RECOMMENDED_LIMIT);
  const promotionalProducts = suggestions.promotionalProducts.slice(0, PROMOTIONAL_LIMIT);
  const left = SUGGESTED_PRODUCTS_LIMIT - recommendedProducts.length - promotionalProducts.length;
  return {
    ...suggestions,
    products: suggestions.products.slice(0, left),
    recommendedProducts,
    promotionalProducts,
    categories: suggestions.categories.slice(0, SUGGESTED_CATEGORIES_LIMIT),
  };
}
