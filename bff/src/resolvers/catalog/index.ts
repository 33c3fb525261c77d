import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { Category } from './Category.ts';
import { CategoryCatalogPage } from './CategoryCatalogPage.ts';
import { Listing } from './Listing.ts';
import { Product } from './Product.ts';
import { ProductCard } from './ProductCard.ts';
import { Promo } from './Promo.ts';
import { PromoCatalogPage } from './PromoCatalogPage.ts';
import { Query } from './Query.ts';
import { SearchSuggestions } from './SearchSuggestions.ts';
import { Seller } from './Seller.ts';

/** The resolvers of the catalog domain. */
export const catalogResolvers: Resolvers = {
  Query,
  Category,
  CategoryCatalogPage,
  Listing,
  Product,
  ProductCard,
  Promo,
  PromoCatalogPage,
  SearchSuggestions,
  Seller,
};
