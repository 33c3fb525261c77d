import type { Handler, RecordedCall } from '../rest-double.ts';
import type { OrderDto, OrderListDto, PaymentDto } from '../../src/upstream/orders.ts';

/** A REST order as the API answers it; `overrides` change the top-level fields. */
export function orderDto(id: string, overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id,
    number: `GW-${id.replace(/\D/g, '').padStart(6, '1')}`,
    status: 'AWAITING_PAYMENT',
    aggregated_status: 'AWAITING_PAYMENT',
    create_time: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    update_time: '2026-11-20T10:00:00.000Z',
    seller: { id: 's1', title: 'Гарвин' },
    contact: { name: 'Иван Петров', phone: '+79990000000', email: 'ivan@example.ru' },
    user: { id: 'u1', display_name: 'Иван Петров' },
    customer: { id: 'c1', title: 'ООО «Ромашка»', inn: '7707083893', kpp: '773601001' },
    cost_center: null,
    shipping: {
      method: 'DELIVERY_METHOD_PICKUP',
      address: 'Санкт-Петербург, Литейный пр., 26',
      pickup_point_id: 'pp1',
      pickup_point_kind: 'STORE',
      pickup_point_brand: 'Гарвин',
      contact: { name: 'Иван Петров', phone: '+79990000000', email: '' },
      delivery_variant: null,
    },
    payment: {
      method: 'PAYMENT_METHOD_CARD_ONLINE',
      status: 'PARTIALLY_PAID',
      due_amount: 1500.5,
      amount_payed: 1000,
      online: true,
      credit: false,
      installment: false,
      error: null,
      abilities: { invoice: false, invoice_download: true },
    },
    summary: {
      goods_count: 3,
      subtotal: 2300.5,
      discounts: { total: 0, promo_code: 0, personal: 0, customer: 0, promo: 0 },
      shipping: 200,
      total: 2500.5,
    },
    promo_code: null,
    comment: null,
    tracking: [],
    items: [
      {
        product_id: 'p1',
        title: 'Дрель ударная',
        name: 'Дрель ударная',
        slug: 'drel-udarnaya',
        sku: 'DR-1',
        image_id: 'img1',
        brand: { id: 'b1', name: 'Гарвин', slug: 'garwin' },
        price: 1150.25,
        quantity: 2,
        total: 2300.5,
      },
    ],
    ...overrides,
  };
}

export function listDto(orders: OrderDto[], total = orders.length): OrderListDto {
  return {
    orders,
    total_size: total,
    page_size: 20,
    page_number: 1,
    facets: [
      {
        type: 'aggregated_status',
        buckets: [
          { value: 'ACTIVE', count: 4, selected: false },
          { value: 'AWAITING_PAYMENT', count: total, selected: false },
          { value: 'COMPLETED', count: 0, selected: false },
          { value: 'CANCELLED', count: 1, selected: false },
        ],
      },
    ],
  };
}

export const paymentDto = (overrides: Partial<PaymentDto> = {}): PaymentDto => ({
  id: 'pay1',
  order_id: 'o1',
  order_number: 'GW-100001',
  status: 'PENDING',
  amount: 1500.5,
  error: null,
  confirmation_url: 'http://api.test/_dev/acquirer/pay1',
  ...overrides,
});

const path = (call: RecordedCall) => call.path.split('?')[0] ?? '';

/** Answers the orders calls from a list of orders, like the REST API would. */
export function ordersHandler(orders: OrderDto[]): Handler {
  return (call) => {
    const url = new URL(call.path, 'http://api.test');
    if (path(call) === '/v1/users/me/orders') return { status: 200, body: listDto(orders) };
    if (path(call) === '/v0/orders/tracking') {
      const ids = url.searchParams.getAll('ids[]');
      return {
        status: 200,
        body: {
          orders: ids.map((id) => ({
            order_id: id,
            tracking:
              id === 'o2'
                ? [{ number: 'CDEK-42', url: 'https://cdek.ru/track/42', provider_title: 'СДЭК' }]
                : [],
          })),
        },
      };
    }
    const one = /^\/v1\/users\/me\/orders\/([^/]+)$/.exec(path(call));
    if (one) {
      const order = orders.find((o) => o.id === one[1]);
      return order
        ? { status: 200, body: order }
        : { status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'Заказ не найден' } };
    }
    if (path(call) === '/v1/users/me/payments/pay1') return { status: 200, body: paymentDto() };
    return undefined;
  };
}
