/**
 * The REST shapes of the orders calls (spec sections 3 and 7, snake_case on the wire).
 */
export type OrderStatusDto =
  | 'NEW'
  | 'AWAITING_PAYMENT'
  | 'PAID'
  | 'ASSEMBLING'
  | 'SHIPPED'
  | 'READY_FOR_PICKUP'
  | 'RECEIVED'
  | 'CANCELLED';

export type OrderAggregatedStatusDto = 'ACTIVE' | 'AWAITING_PAYMENT' | 'COMPLETED' | 'CANCELLED';

export type OrderPaymentStatusDto = 'NOT_PAID' | 'PARTIALLY_PAID' | 'PAID' | 'REFUNDED';

export type PaymentStatusDto = 'PENDING' | 'WAITING_FOR_CAPTURE' | 'SUCCEEDED' | 'CANCELED';

export interface OrderContactDto {
  name: string;
  phone: string;
  email: string;
}

export interface OrderItemDto {
  product_id: string;
  title: string;
  slug: string;
  sku: string;
  image_id: string | null;
  brand: { id: string | null; name: string; slug: string };
  price: number;
  quantity: number;
  total: number;
}

export interface OrderDto {
  id: string;
  number: string;
  status: OrderStatusDto;
  aggregated_status: OrderAggregatedStatusDto;
  create_time: string;
  seller: { id: string; title: string };
  contact: OrderContactDto;
  user: { id: string; display_name: string };
  customer: { id: string; title: string; inn: string | null; kpp: string | null } | null;
  cost_center: { id: string; title: string; description: string | null } | null;
  shipping: {
    method: string;
    address: string | null;
    pickup_point_kind: string | null;
    pickup_point_brand: string | null;
    contact: OrderContactDto;
  };
  payment: {
    status: OrderPaymentStatusDto;
    method: string;
    due_amount: number;
    amount_payed: number;
    online: boolean;
    credit: boolean;
    installment: boolean;
    error: string | null;
    abilities: { invoice: boolean; invoice_download: boolean };
  };
  summary: { goods_count: number; subtotal: number; shipping: number; total: number };
  items: OrderItemDto[];
}

export interface OrderListDto {
  orders: OrderDto[];
  total_size: number;
  page_size: number;
  page_number: number;
  facets: {
    type: 'aggregated_status';
    buckets: { value: OrderAggregatedStatusDto; count: number; selected: boolean }[];
  }[];
}

export interface OrderTrackingDto {
  number: string;
  url: string | null;
  provider_title: string;
}

export interface OrderTrackingListDto {
  orders: { order_id: string; tracking: OrderTrackingDto[] }[];
}

export interface PaymentDto {
  id: string;
  order_id: string;
  order_number: string;
  status: PaymentStatusDto;
  amount: number;
  error: string | null;
  confirmation_url: string | null;
}

export interface PaymentStartDto {
  payment_id: string;
  confirmation_url: string;
  status: PaymentStatusDto;
}
