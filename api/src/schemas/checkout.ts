import { z } from 'zod';

const Money = z.number().describe('Roubles, two decimals');

// ---- Contacts -------------------------------------------------------------------------------

export const ContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().describe('Canonical form: "+" and the digits'),
  email: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactInputSchema = z.object({
  name: z.string().max(100).describe('Empty, or 2–30 letters in at most two words'),
  phone: z.string().max(40),
  email: z.string().max(320),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactListSchema = z.object({ contacts: z.array(ContactSchema) });

// ---- Courier addresses and address search ---------------------------------------------------

const CourierAddressFields = {
  address: z.string().min(1).max(300),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  apartment: z.string().max(20),
  entrance: z.string().max(20),
  floor: z.string().max(20),
  intercom: z.string().max(40),
  comment: z.string().max(500),
};

export const CourierAddressSchema = z.object({ id: z.string(), ...CourierAddressFields });
export type CourierAddress = z.infer<typeof CourierAddressSchema>;

export const CourierAddressInputSchema = z.object({
  address: CourierAddressFields.address,
  latitude: CourierAddressFields.latitude.optional(),
  longitude: CourierAddressFields.longitude.optional(),
  apartment: CourierAddressFields.apartment.optional(),
  entrance: CourierAddressFields.entrance.optional(),
  floor: CourierAddressFields.floor.optional(),
  intercom: CourierAddressFields.intercom.optional(),
  comment: CourierAddressFields.comment.optional(),
});
export type CourierAddressInput = z.infer<typeof CourierAddressInputSchema>;
export const CourierAddressPatchSchema = CourierAddressInputSchema.partial();

export const CourierAddressListSchema = z.object({ addresses: z.array(CourierAddressSchema) });

export const AddressSearchRequestSchema = z.object({
  query: z.string().max(200).describe('What the buyer typed: city, street, house'),
});

export const AddressSuggestionSchema = z.object({
  city_uid: z.string().describe('FIAS id of the city'),
  city_title: z.string(),
  postal_address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

export const AddressSearchResponseSchema = z.object({
  addresses: z.array(AddressSuggestionSchema),
});

// ---- Pickup points --------------------------------------------------------------------------

export const PickupPointKindSchema = z
  .enum(['PICKUP_POINT_KIND_STORE', 'PICKUP_POINT_KIND_PARTNER', 'PICKUP_POINT_KIND_LOCKER'])
  .describe("The store's own point, a partner's pickup point, or a parcel locker");

export const PickupPointSchema = z.object({
  id: z.string(),
  kind: PickupPointKindSchema,
  brand: z.string().describe('The network the point belongs to'),
  title: z.string(),
  lat: z.number(),
  lon: z.number(),
  location: z.object({
    postal_address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  schedule: z.string(),
  city_uid: z.string().describe('FIAS id of the city'),
  cost: Money.describe('What pickup here costs, roubles'),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;

export const PickupPointQuerySchema = z.object({
  city: z
    .string()
    .max(64)
    .optional()
    .describe("The city's FIAS or KLADR id; the request's city headers when absent"),
  kind: PickupPointKindSchema.optional(),
});

export const PickupPointListSchema = z.object({ pickup_points: z.array(PickupPointSchema) });

export const PersonalPickupAddressSchema = z.object({
  id: z.string(),
  pickup_point: PickupPointSchema,
});
export type PersonalPickupAddress = z.infer<typeof PersonalPickupAddressSchema>;

export const PickupAddressInputSchema = z.object({
  pickup_point: z.object({ id: z.string().min(1).max(100) }),
});

export const PickupAddressListSchema = z.object({
  pickup_addresses: z.array(PersonalPickupAddressSchema),
});

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

// ---- Checkout order -------------------------------------------------------------------------

export const PaymentMethodSchema = z.enum([
  'PAYMENT_METHOD_UNSPECIFIED',
  'PAYMENT_METHOD_CARD_ONLINE',
  'PAYMENT_METHOD_SBP',
  'PAYMENT_METHOD_INVOICE',
  'PAYMENT_METHOD_ON_RECEIPT',
  'PAYMENT_METHOD_CREDIT',
]);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const DeliveryMethodSchema = z.enum(['DELIVERY_METHOD_COURIER', 'DELIVERY_METHOD_PICKUP']);
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;

export const DeliveryVariantSchema = z.object({
  id: z.string(),
  method: DeliveryMethodSchema,
  title: z.string(),
  time: z.string().describe('The day the shipment arrives or is ready, YYYY-MM-DD'),
  cost: Money,
});
export type DeliveryVariant = z.infer<typeof DeliveryVariantSchema>;

export const CheckoutItemSchema = z.object({
  product_id: z.string(),
  title: z.string(),
  sku: z.string(),
  slug: z.string(),
  image_id: z.string().nullable(),
  brand: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  quantity: z.number().int(),
  base_price: Money,
  price: Money.describe("The buyer's price of one"),
  total: Money,
});
export type CheckoutItem = z.infer<typeof CheckoutItemSchema>;

export const ShipmentSchema = z.object({
  id: z.string(),
  kind: z
    .enum(['IN_STOCK', 'ON_ORDER'])
    .describe('What ships from stock now, or what the seller orders first'),
  items: z.array(CheckoutItemSchema),
  delivery: z.object({
    available_variants: z.array(DeliveryVariantSchema),
    selected_variant_id: z.string().nullable(),
  }),
  total: Money.describe('Goods of this shipment at the buyer’s prices'),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const DiscountsSchema = z.object({
  total: Money,
  promo_code: Money,
  personal: Money,
  customer: Money.describe("The company's price type"),
  promo: Money.describe('Catalogue promotions (base price over the retail price)'),
});

export const SummarySchema = z.object({
  goods_count: z.number().int(),
  subtotal: Money.describe('Goods at base prices'),
  discounts: DiscountsSchema,
  shipping: Money,
  total: Money,
});
export type Summary = z.infer<typeof SummarySchema>;

export const UnavailableMethodSchema = z.object({
  method: PaymentMethodSchema,
  code: z.string().describe('e.g. CREDIT_LIMIT_EXCEEDED, ON_RECEIPT_LIMIT'),
  message: z.string(),
});

export const CheckoutStepSchema = z.enum(['CONTACT', 'DELIVERY', 'COST_CENTER', 'PAYMENT_METHOD']);
export type CheckoutStep = z.infer<typeof CheckoutStepSchema>;

export const CostCenterRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
});

export const CheckoutOrderSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  seller_title: z.string(),
  buyer_title: z.string(),
  contact: ContactSchema.nullable(),
  delivery_method: DeliveryMethodSchema.nullable(),
  courier_data: CourierAddressSchema.nullable(),
  pickup_data: PersonalPickupAddressSchema.nullable(),
  cost_center: CostCenterRefSchema.nullable(),
  cost_center_required: z.boolean(),
  promo_code: z
    .object({ code: z.string(), description: z.string() })
    .nullable()
    .describe('The one promo code of this order'),
  payment: z.object({
    eligible_methods: z.array(PaymentMethodSchema),
    available_methods: z.array(PaymentMethodSchema),
    unavailable_methods: z.array(UnavailableMethodSchema),
    selected_method: PaymentMethodSchema,
  }),
  shipments: z.array(ShipmentSchema),
  unavailable_items: z.array(CheckoutItemSchema),
  has_changed_offers: z.boolean().describe('An offer changed since the buyer approved it'),
  missing_steps: z.array(CheckoutStepSchema).describe('Steps still to do before submit'),
  summary: SummarySchema,
});
export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

export const CheckoutSchema = z.object({ orders: z.array(CheckoutOrderSchema) });
export type Checkout = z.infer<typeof CheckoutSchema>;

export const CheckoutOrderParamsSchema = z.object({ id: z.string().uuid() });
export const ShipmentParamsSchema = z.object({
  id: z.string().uuid(),
  shipmentId: z.string().min(1).max(100),
});

export const UpdateContactSchema = z.object({ contact_id: z.string().min(1).max(100) });
export const UpdateCourierDataSchema = z.object({
  courier_address_id: z.string().min(1).max(100),
});
export const UpdatePickupDataSchema = z.object({ pickup_address_id: z.string().min(1).max(100) });
export const UpdateCostCenterSchema = z.object({ cost_center_id: z.string().min(1).max(100) });
export const UpdatePaymentMethodSchema = z.object({ payment_method: PaymentMethodSchema });
export const UpdateDeliveryVariantSchema = z.object({
  delivery_variant_id: z.string().min(1).max(100),
});
export const RedeemPromoCodeSchema = z.object({ promo_code: z.string().max(64) });
export const SubmitCheckoutSchema = z.object({ comment: z.string().max(1000).nullish() });
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('One key per checkout attempt; a retry with the same key gives the same purchase'),
});

// ---- Purchase -------------------------------------------------------------------------------

export const PurchaseOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string().describe('NEW or AWAITING_PAYMENT right after submit'),
  total: Money,
  payment_method: PaymentMethodSchema,
});

export const PurchaseSchema = z.object({
  purchase_id: z.string(),
  orders: z.array(PurchaseOrderSchema),
});
export type Purchase = z.infer<typeof PurchaseSchema>;
