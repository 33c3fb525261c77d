import { z } from 'zod';
import { BrandRefSchema, BreadcrumbSchema, CategoryRefSchema } from './catalog.ts';

/* ---------- the cart (spec section 3) ---------- */

export const PurchaseOfferSchema = z.object({
  available: z.boolean().describe('On sale, not withdrawn and in stock'),
  base_price: z.number().describe('Price of one unit before discounts'),
  user_price: z.number().describe("Price of one unit in the buyer's prices (their price type)"),
  total_price: z.number().describe('user_price × the line quantity'),
  discount: z.number().int().describe('Percent off the base price, 0 when none'),
  has_base_price: z.boolean().describe('The base price is above the user price (show it struck)'),
});
export type PurchaseOffer = z.infer<typeof PurchaseOfferSchema>;

export const PriceDirectionSchema = z.enum(['UP', 'DOWN']);
export type PriceDirection = z.infer<typeof PriceDirectionSchema>;

export const CartChangelogSchema = z.object({
  price_direction: PriceDirectionSchema,
  difference: z
    .number()
    .describe('Current minus approved user price of one unit, in absolute value'),
});
export type CartChangelog = z.infer<typeof CartChangelogSchema>;

export const CartItemSchema = z.object({
  product_id: z.string(),
  title: z.string(),
  selected: z.boolean().describe('Selected lines that are available count in totals and checkout'),
  slug: z.string(),
  quantity: z.number().int(),
  max_quantity: z
    .number()
    .int()
    .describe('The most units this line may hold: 9999, or the stock when it is known'),
  brand: BrandRefSchema,
  sku: z.string(),
  image_id: z.string().nullable(),
  ecommerce_id: z.string().describe('Product id for web analytics'),
  category: CategoryRefSchema,
  breadcrumbs: z.array(BreadcrumbSchema),
  seller: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  has_unapproved_offer: z
    .boolean()
    .describe('The current offer differs from the approved one until the buyer approves it'),
  current_purchase_offer: PurchaseOfferSchema,
  approved_purchase_offer: PurchaseOfferSchema,
  changelog: CartChangelogSchema.nullable().describe('How the price moved; null when unchanged'),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  id: z.string().describe('Stable while the cart belongs to the same visitor or customer'),
  title: z.string(),
  currency_code: z.string().describe('Currency of every price of the cart'),
  total_items_quantity: z
    .number()
    .int()
    .describe('Lines in the cart, in every group (the header badge)'),
  total_goods_quantity: z
    .number()
    .int()
    .describe('Units of the selected available lines (what goes on to checkout)'),
  total_base_price: z.number().describe('Base price of the selected available lines'),
  total_user_price: z.number().describe('What the buyer pays for the selected available lines'),
  discount: z.number().describe('total_base_price − total_user_price, in money'),
  show_base_price: z.boolean().describe('The base total is above the user total'),
  is_empty: z.boolean().describe('The cart has no lines at all'),
  available_items: z.array(CartItemSchema).describe('Available, price unchanged'),
  unavailable_items: z.array(CartItemSchema).describe('Out of stock or withdrawn from sale'),
  changed_items: z
    .array(CartItemSchema)
    .describe('Available, but the price differs from the approved one (approve with :approve)'),
});
export type Cart = z.infer<typeof CartSchema>;

/* ---------- requests ---------- */

const ProductIdSchema = z.string().min(1).max(20).describe('Product id');
const QuantitySchema = z
  .number()
  .describe('Whole number from 1 to 9999, at most the stock (else 400 INVALID_QUANTITY)');

const productQuantity = { product_id: ProductIdSchema, quantity: QuantitySchema };

export const AddProductRequestSchema = z.object(productQuantity);
export type AddProductRequest = z.infer<typeof AddProductRequestSchema>;

export const RemoveProductsRequestSchema = z.object({
  product_ids: z.array(ProductIdSchema).max(1000),
});
export type RemoveProductsRequest = z.infer<typeof RemoveProductsRequestSchema>;

export const UpdateItemQuantityRequestSchema = z.object(productQuantity);
export type UpdateItemQuantityRequest = z.infer<typeof UpdateItemQuantityRequestSchema>;

export const UpdateItemsSelectionRequestSchema = z.object({
  product_ids: z.array(ProductIdSchema).max(1000),
  selected: z.boolean(),
});
export type UpdateItemsSelectionRequest = z.infer<typeof UpdateItemsSelectionRequestSchema>;

/* ---------- quick order ---------- */

export const QuickOrderLineSchema = z.object({
  sku: z.string().max(100).describe('Article'),
  quantity: z.number().describe('Whole number from 1 to 9999'),
});

export const AddProductsRequestSchema = z.object({
  items: z.array(QuickOrderLineSchema).min(1).max(500).describe('At most 500 lines'),
});
export type AddProductsRequest = z.infer<typeof AddProductsRequestSchema>;

export const QuickOrderRejectReasonSchema = z.enum([
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'INVALID_QUANTITY',
]);
export type QuickOrderRejectReason = z.infer<typeof QuickOrderRejectReasonSchema>;

export const RejectedLineSchema = z.object({
  line: z.number().int().describe('1-based position in the request'),
  sku: z.string(),
  quantity: z.number(),
  reason: QuickOrderRejectReasonSchema.describe(
    'NOT_FOUND: unknown article; NOT_AVAILABLE: out of stock or withdrawn; INVALID_QUANTITY: not 1..9999 or beyond the stock',
  ),
  max_quantity: z
    .number()
    .int()
    .nullable()
    .describe('INVALID_QUANTITY: how many more units the cart can take; null otherwise'),
});
export type RejectedLine = z.infer<typeof RejectedLineSchema>;

export const AddProductsResponseSchema = z.object({
  cart: CartSchema,
  rejected: z.array(RejectedLineSchema).describe('Lines not added, in request order'),
});
export type AddProductsResponse = z.infer<typeof AddProductsResponseSchema>;

/* ---------- price and stock feed ---------- */

export const PriceImportResultSchema = z.object({
  id: z.string().describe('Import log id'),
  rows_total: z.number().int(),
  rows_updated: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), sku: z.string(), reason: z.string() })),
});
export type PriceImportResult = z.infer<typeof PriceImportResultSchema>;
