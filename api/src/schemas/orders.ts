import { z } from 'zod';
import { DeliveryMethodSchema, PaymentMethodSchema } from './checkout.ts';

const Money = z.number().describe('Roubles, two decimals');

export const ORDER_STATUSES = [
  'NEW',
  'AWAITING_PAYMENT',
  'PAID',
  'ASSEMBLING',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'RECEIVED',
  'CANCELLED',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const AGGREGATED_ORDER_STATUSES = [
  'ACTIVE',
  'AWAITING_PAYMENT',
  'COMPLETED',
  'CANCELLED',
] as const;
export const AggregatedOrderStatusSchema = z
  .enum(AGGREGATED_ORDER_STATUSES)
  .describe(
    'ACTIVE: NEW, PAID, ASSEMBLING, SHIPPED, READY_FOR_PICKUP; AWAITING_PAYMENT; COMPLETED: RECEIVED; CANCELLED',
  );
export type AggregatedOrderStatus = z.infer<typeof AggregatedOrderStatusSchema>;

export const OrderPaymentStatusSchema = z.enum(['NOT_PAID', 'PARTIALLY_PAID', 'PAID', 'REFUNDED']);
export type OrderPaymentStatus = z.infer<typeof OrderPaymentStatusSchema>;

export const PaymentStatusSchema = z.enum([
  'PENDING',
  'WAITING_FOR_CAPTURE',
  'SUCCEEDED',
  'CANCELED',
]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const OrderContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const OrderTrackingSchema = z.object({
  number: z.string(),
  url: z.string().nullable(),
  provider_title: z.string(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

export const OrderItemSchema = z.object({
  product_id: z.string(),
  title: z.string(),
  name: z.string().describe('The same as title (older clients read name)'),
  brand: z.object({ id: z.string().nullable(), name: z.string(), slug: z.string() }),
  sku: z.string(),
  slug: z.string(),
  image_id: z.string().nullable(),
  price: Money,
  quantity: z.number().int(),
  total: Money,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  status: OrderPaymentStatusSchema,
  due_amount: Money.describe('What is still owed: total − amount_payed, never below zero'),
  amount_payed: Money.describe('Paid so far (payments add up)'),
  online: z.boolean().describe('The buyer may pay the due amount online now'),
  credit: z.boolean().describe("Deferred payment from the customer's limit"),
  installment: z.boolean(),
  error: z
    .string()
    .nullable()
    .describe('Why the last online payment failed, while nothing is paid since'),
  abilities: z.object({
    invoice: z.boolean().describe('The order is paid by bank transfer against an invoice'),
    invoice_download: z.boolean().describe('GET /v0/orders/{id}/invoice answers a PDF'),
  }),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: OrderStatusSchema,
  aggregated_status: AggregatedOrderStatusSchema,
  create_time: z.string().describe('ISO 8601'),
  created_at: z.string().describe('The same as create_time'),
  update_time: z.string(),
  contact: OrderContactSchema,
  user: z.object({ id: z.string(), display_name: z.string() }),
  customer: z
    .object({
      id: z.string(),
      title: z.string(),
      inn: z.string().nullable(),
      kpp: z.string().nullable(),
    })
    .nullable(),
  cost_center: z
    .object({ id: z.string(), title: z.string(), description: z.string().nullable() })
    .nullable(),
  seller: z.object({ id: z.string(), title: z.string() }),
  shipping: z.object({
    method: DeliveryMethodSchema,
    address: z.string().nullable(),
    pickup_point_id: z.string().nullable(),
    pickup_point_kind: z.string().nullable(),
    pickup_point_brand: z.string().nullable(),
    contact: OrderContactSchema,
    delivery_variant: z
      .object({ id: z.string(), method: z.string(), time: z.string(), cost: Money })
      .nullable(),
  }),
  payment: OrderPaymentSchema,
  summary: z.object({
    goods_count: z.number().int(),
    subtotal: Money,
    discounts: z.object({
      total: Money,
      promo_code: Money,
      personal: Money,
      customer: Money,
      promo: Money,
    }),
    shipping: Money,
    total: Money,
  }),
  promo_code: z.string().nullable(),
  comment: z.string().nullable(),
  tracking: z.array(OrderTrackingSchema),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
  'filter.aggregated_status': AggregatedOrderStatusSchema.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderStatusFacetSchema = z.object({
  type: z.literal('aggregated_status'),
  buckets: z.array(
    z.object({
      value: AggregatedOrderStatusSchema,
      count: z.number().int().describe('Orders with this aggregated status (other filters kept)'),
      selected: z.boolean(),
    }),
  ),
});

export const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  total_size: z.number().int().describe('Orders matching the filter'),
  page_size: z.number().int(),
  page_number: z.number().int(),
  facets: z.array(OrderStatusFacetSchema),
});
export type OrderList = z.infer<typeof OrderListSchema>;

export const LegacyOrderListQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(10_000_000).default(0).describe('Offset'),
  size: z.coerce.number().int().min(1).max(100).default(20),
  verbose: z
    .enum(['true', 'false'])
    .default('true')
    .describe('false leaves items out of each order'),
});

export const LegacyOrderListSchema = z.object({
  pagination: z.object({ total: z.number().int(), from: z.number().int(), size: z.number().int() }),
  entities: z.array(OrderSchema),
});

export const OrderIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const OrderTrackingQuerySchema = z.object({
  'ids[]': z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.string().min(1).max(100)).min(1).max(100))
    .describe('Order ids (ids[]=a&ids[]=b)'),
});

export const OrderTrackingListSchema = z.object({
  orders: z.array(z.object({ order_id: z.string(), tracking: z.array(OrderTrackingSchema) })),
});
export type OrderTrackingList = z.infer<typeof OrderTrackingListSchema>;

export const PayOrderRequestSchema = z
  .object({
    amount: z
      .number()
      .positive()
      .multipleOf(0.01)
      .optional()
      .describe('Part of the due amount to pay now; the whole due amount when absent'),
  })
  .default({});

export const PayOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .describe('The same key answers the same payment: a retried pay never charges twice'),
});

export const PayOrderResponseSchema = z.object({
  payment_id: z.string(),
  confirmation_url: z.string().describe('Where to send the buyer to confirm the payment'),
  status: PaymentStatusSchema,
});
export type PayOrderResponse = z.infer<typeof PayOrderResponseSchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  status: PaymentStatusSchema,
  amount: Money,
  error: z.string().nullable(),
  confirmation_url: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const OrderStatusFeedSchema = z.object({
  updates: z
    .array(
      z.object({
        order_number: z.string().min(1).max(50),
        status: OrderStatusSchema.optional(),
        comment: z.string().max(1000).optional(),
        tracking: z
          .array(
            z.object({
              number: z.string().min(1).max(100),
              url: z.url().max(2000).optional(),
              provider_title: z.string().min(1).max(200),
            }),
          )
          .max(20)
          .optional(),
        payment: z
          .object({
            id: z
              .string()
              .min(1)
              .max(100)
              .describe('The bank transfer id: a repeat is applied once'),
            amount: z.number().positive().multipleOf(0.01),
          })
          .optional()
          .describe('A bank transfer received against the invoice'),
      }),
    )
    .min(1)
    .max(1000),
});
export type OrderStatusFeed = z.infer<typeof OrderStatusFeedSchema>;

export const OrderStatusFeedResultSchema = z.object({
  applied: z.number().int(),
  results: z.array(
    z.object({
      order_number: z.string(),
      ok: z.boolean(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type OrderStatusFeedResult = z.infer<typeof OrderStatusFeedResultSchema>;
