import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  MAX_PROPERTY_FILTERS,
  MAX_PROPERTY_ID_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
  MAX_SLUG_LENGTH,
} from '../rules/listing.ts';
import { SeoSchema } from './common.ts';

/* ---------- references ---------- */

/** What names a catalogue thing in a link: its id, its address slug and its title. */
const RefFields = { id: z.string(), slug: z.string(), title: z.string() };

export const BrandRefSchema = z.object(RefFields);
export type BrandRef = z.infer<typeof BrandRefSchema>;

export const CategoryRefSchema = z.object(RefFields);
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const SellerRefSchema = z.object({ slug: z.string(), title: z.string() });
export type SellerRef = z.infer<typeof SellerRefSchema>;

export const BreadcrumbSchema = z.object({ slug: z.string(), title: z.string() });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

export const ProductStatusSchema = z.enum(['IN_STOCK', 'ON_ORDER', 'OUT_OF_STOCK']);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

/* ---------- product card (listings, suggestions, recommendations) ---------- */

export const ProductCardSchema = z.object({
  ...RefFields,
  sku: z.string(),
  brand: BrandRefSchema,
  category: CategoryRefSchema,
  image_ids: z.array(z.string()),
  base_price: z.number().describe('Price before discounts, in currency_code'),
  user_price: z.number().describe('Price for this visitor, in currency_code'),
  discount: z.number().int().describe('Percent off the base price, 0 when none'),
  currency_code: z.string(),
  status: ProductStatusSchema,
  seller: SellerRefSchema,
  rating: z.number().nullable().describe('Average review mark 1–5, null without reviews'),
  popularity: z.number().int().describe('Orders in the last 90 days; the POPULARITY sort key'),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/* ---------- listing query ---------- */

const slugList = z.array(z.string().min(1).max(MAX_FILTER_VALUE_LENGTH)).max(MAX_FILTER_VALUES);

export const PropertyFilterSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(MAX_PROPERTY_ID_LENGTH)
    .describe('Property id as the PROPERTY facet gives it'),
  values: slugList.optional().describe('ENUM: any of'),
  min: z.number().optional().describe('NUMBER: at least, in the property units'),
  max: z.number().optional().describe('NUMBER: at most, in the property units'),
});
export type PropertyFilter = z.infer<typeof PropertyFilterSchema>;

export const ListingFilterSchema = z.object({
  price: z
    .object({ min: z.number().min(0).optional(), max: z.number().min(0).optional() })
    .optional()
    .describe('User price range, inclusive'),
  brands: slugList.optional().describe('Brand slugs, any of'),
  categories: slugList.optional().describe('Category slugs, any of (with their subtrees)'),
  seller: z.string().min(1).max(200).optional().describe('Seller slug'),
  promo: z.string().min(1).max(200).optional().describe('Promotion slug (one; see promos)'),
  promos: slugList
    .optional()
    .describe('Promotion slugs (the VIRTUAL_CATEGORY facet), any of; together with promo'),
  properties: z.array(PropertyFilterSchema).max(MAX_PROPERTY_FILTERS).optional(),
});
export type ListingFilter = z.infer<typeof ListingFilterSchema>;

export const ListingSortSchema = z.enum(['POPULARITY', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST']);
export type ListingSort = z.infer<typeof ListingSortSchema>;

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

export const ListingRequestSchema = z.object({
  text: z
    .string()
    .max(MAX_SEARCH_TEXT_LENGTH)
    .optional()
    .describe('Search text; Russian stemming and typo tolerance'),
  filter: ListingFilterSchema.optional(),
  sort: ListingSortSchema.optional().describe('POPULARITY by default (relevance first with text)'),
  page_number: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_NUMBER)
    .optional()
    .describe('1-based, default 1'),
  page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).optional().describe('Default 24'),
  with_facets: z.boolean().optional().describe('Default false'),
});
export type ListingRequest = z.infer<typeof ListingRequestSchema>;

/* ---------- facets ---------- */

export const FacetBucketSchema = z.object({
  title: z.string(),
  entity_id: z.string(),
  slug: z.string(),
  count: z.number().int().describe('Products matching every other active filter plus this bucket'),
});
export type FacetBucket = z.infer<typeof FacetBucketSchema>;

export const PriceFacetSchema = z.object({
  type: z.literal('PRICE'),
  min: z.number(),
  max: z.number(),
});

const bucketFacet = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), title: z.string(), buckets: z.array(FacetBucketSchema) });

export const BrandFacetSchema = bucketFacet('BRAND');
export const CategoryFacetSchema = bucketFacet('CATEGORY');
/** Promotions the matching products take part in: collections across the category tree. */
export const VirtualCategoryFacetSchema = bucketFacet('VIRTUAL_CATEGORY');

export const PropertyBucketSchema = z.object({ value: z.string(), count: z.number().int() });
export type PropertyBucket = z.infer<typeof PropertyBucketSchema>;

export const PropertyFacetSchema = z.object({
  type: z.literal('PROPERTY'),
  id: z.string(),
  title: z.string(),
  property_type: z.enum(['NUMBER', 'ENUM']),
  units: z.string().nullable(),
  buckets: z.array(PropertyBucketSchema).describe('ENUM values with counts; empty for NUMBER'),
  min: z.number().nullable().describe('NUMBER: smallest value among matches; null for ENUM'),
  max: z.number().nullable(),
});

export const FacetSchema = z.discriminatedUnion('type', [
  PriceFacetSchema,
  BrandFacetSchema,
  CategoryFacetSchema,
  VirtualCategoryFacetSchema,
  PropertyFacetSchema,
]);
export type Facet = z.infer<typeof FacetSchema>;

export const ListingResponseSchema = z.object({
  products: z.array(ProductCardSchema),
  facets: z.array(FacetSchema),
  total_size: z.number().int(),
  is_accurate: z
    .boolean()
    .describe('False when the text matched only by typo-tolerant similarity: a best guess'),
});
export type ListingResponse = z.infer<typeof ListingResponseSchema>;

/* ---------- pages ---------- */

export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(MAX_SLUG_LENGTH) });

const categoryNode = {
  ...RefFields,
  image_id: z.string().nullable(),
  product_count: z.number().int(),
};
export const CategoryLeafSchema = z.object(categoryNode);
export const CategoryBranchSchema = z.object({
  ...categoryNode,
  children: z.array(CategoryLeafSchema),
});
export const CategoryRootSchema = z.object({
  ...categoryNode,
  children: z.array(CategoryBranchSchema),
});
export type CategoryRoot = z.infer<typeof CategoryRootSchema>;

export const CategoryCatalogPageSchema = z.object({
  categories: z.array(CategoryRootSchema),
  seo: SeoSchema,
});
export type CategoryCatalogPage = z.infer<typeof CategoryCatalogPageSchema>;

export const CategorySchema = z.object({
  ...RefFields,
  description: z.string().nullable(),
  ecommerce_id: z.string().describe('Category id for analytics'),
  image_id: z.string().nullable(),
  seller: SellerRefSchema.nullable(),
  breadcrumbs: z.array(BreadcrumbSchema).describe('From the root down to this category included'),
  children: z.array(CategoryLeafSchema),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryPageSchema = z.object({ category: CategorySchema, seo: SeoSchema });
export type CategoryPage = z.infer<typeof CategoryPageSchema>;

export const PromoSchema = z.object({
  ...RefFields,
  announcement: z.string(),
  description: z.string(),
  image_id: z.string().nullable(),
  active_since: z.string().describe('ISO 8601 date-time'),
  active_until: z.string().describe('ISO 8601 date-time'),
  product_count: z.number().int(),
});
export type Promo = z.infer<typeof PromoSchema>;

export const PromoCatalogPageSchema = z.object({
  promos: z.array(PromoSchema).describe('Current and upcoming promotions, soonest ending first'),
  seo: SeoSchema,
});
export type PromoCatalogPage = z.infer<typeof PromoCatalogPageSchema>;

export const PromoPageSchema = z.object({ promo: PromoSchema, seo: SeoSchema });
export type PromoPage = z.infer<typeof PromoPageSchema>;

export const ProductPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  value: z.string().describe('Display value; numbers as written, without the units'),
  units: z.string().nullable(),
});
export type ProductProperty = z.infer<typeof ProductPropertySchema>;

export const ShippingSchema = z.object({
  pickup: z.object({ cost: z.number(), days: z.number().int() }),
  express_available: z.boolean(),
  delivery: z.object({ cost: z.number(), days: z.number().int() }),
});
export type Shipping = z.infer<typeof ShippingSchema>;

export const DimensionsSchema = z.object({
  width: z.number().describe('mm'),
  height: z.number().describe('mm'),
  length: z.number().describe('mm'),
  weight: z.number().describe('kg'),
  volume: z.number().describe('m³'),
});
export type Dimensions = z.infer<typeof DimensionsSchema>;

export const ProductSchema = ProductCardSchema.extend({
  breadcrumbs: z.array(BreadcrumbSchema).describe('Category path from the root'),
  properties: z.array(ProductPropertySchema),
  warranty: z.string().nullable().describe('e.g. «24 месяца»'),
  description: z.string(),
  datasheets: z.array(z.object({ title: z.string(), url: z.string() })),
  inventories: z.array(z.object({ warehouse: z.string(), quantity: z.number().int() })),
  items: z
    .array(z.object({ title: z.string(), quantity: z.number().int() }))
    .describe('Package contents'),
  features: z.array(z.string()),
  dimensions: DimensionsSchema,
  video: z.string().nullable().describe('Video URL'),
  video360: z.array(z.string()).nullable().describe('Image ids of the 360° turn, in order'),
  shipping: ShippingSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** What only the product page shows; kept apart from the listing row (`product_details`). */
export type ProductDetails = Pick<
  Product,
  | 'warranty'
  | 'description'
  | 'datasheets'
  | 'inventories'
  | 'items'
  | 'features'
  | 'dimensions'
  | 'video'
  | 'video360'
  | 'shipping'
>;

export const ProductPageSchema = z.object({ product: ProductSchema, seo: SeoSchema });
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const SellerSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image_id: z.string().nullable(),
  product_count: z.number().int(),
});
export type Seller = z.infer<typeof SellerSchema>;

export const SellerPageSchema = z.object({ seller: SellerSchema, seo: SeoSchema });
export type SellerPage = z.infer<typeof SellerPageSchema>;

/* ---------- recommendations and suggestions ---------- */

export const RecommendationTypeSchema = z.enum(['SIMILAR_PRODUCTS', 'RELATED_PRODUCTS']);
export type RecommendationType = z.infer<typeof RecommendationTypeSchema>;

export const ListRecommendedQuerySchema = z.object({
  product_id: z.string().min(1).max(40),
  type: RecommendationTypeSchema,
  page_number: z.coerce.number().int().min(0).max(1000).default(0).describe('0-based'),
  page_size: z.coerce.number().int().min(1).max(50).default(8),
});
export type ListRecommendedQuery = z.input<typeof ListRecommendedQuerySchema>;

export const ListRecommendedResponseSchema = z.object({ products: z.array(ProductCardSchema) });
export type ListRecommendedResponse = z.infer<typeof ListRecommendedResponseSchema>;

export const SuggestionsQuerySchema = z.object({
  text: z.string().max(200).default(''),
  seller: z.string().min(1).max(200).optional().describe('Seller slug: suggest within it only'),
});
export type SuggestionsQuery = z.input<typeof SuggestionsQuerySchema>;

export const SuggestedCategorySchema = CategoryRefSchema.extend({
  breadcrumbs: z.array(BreadcrumbSchema),
});

export const SuggestionsResponseSchema = z.object({
  products: z.array(ProductCardSchema).describe('Up to 7 minus the recommended and promotional'),
  recommended_products: z.array(ProductCardSchema).describe('Up to 2'),
  promotional_products: z.array(ProductCardSchema).describe('Up to 2, from current promotions'),
  brands: z.array(BrandRefSchema),
  categories: z.array(SuggestedCategorySchema).describe('Up to 3'),
  popular_queries: z.array(z.string()),
  suggested_queries: z.array(z.string()),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;
