import type {
  CheckoutItemDto,
  CheckoutOrderDto,
  PickupPointDto,
  PurchaseDto,
} from '../../src/upstream/checkout.ts';
import type { Handler, RecordedCall } from '../rest-double.ts';

export const ORDER_ID = '6f1c1d0e-0000-4000-8000-000000000001';
export const OTHER_ORDER_ID = '6f1c1d0e-0000-4000-8000-000000000002';

export const item = (id: string): CheckoutItemDto => ({
  product_id: id,
  title: `Дрель ${id}`,
  sku: `SKU-${id}`,
  slug: `drel-${id}`,
  image_id: `img-${id}`,
  brand: { id: 'b1', name: 'GARWIN', slug: 'garwin' },
  quantity: 2,
  base_price: 5000,
  price: 4500,
  total: 9000,
});

export const pickupPoint = (id: string): PickupPointDto => ({
  id,
  kind: 'PICKUP_POINT_KIND_STORE',
  brand: 'GARWIN',
  title: `Пункт ${id}`,
  lat: 59.93,
  lon: 30.31,
  location: {
    postal_address: `Санкт-Петербург, Невский пр., ${id}`,
    latitude: 59.93,
    longitude: 30.31,
  },
  schedule: 'Пн–Пт 9:00–20:00',
  city_uid: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
  cost: 0,
});

/** A checkout order of one seller, in-stock shipment with a courier variant chosen. */
export const checkoutOrder = (id = ORDER_ID, overrides: Partial<CheckoutOrderDto> = {}) =>
  ({
    id,
    seller_id: '1',
    seller_title: 'GARWIN Shop',
    buyer_title: 'Иван Петров',
    contact: { id: 'ct1', name: 'Иван', phone: '+79110000000', email: 'ivan@example.com' },
    delivery_method: 'DELIVERY_METHOD_COURIER',
    courier_data: {
      id: 'ca1',
      address: 'Санкт-Петербург, Невский пр., 1',
      latitude: 59.93,
      longitude: 30.31,
      apartment: '12',
      entrance: '',
      floor: '',
      intercom: '',
      comment: '',
    },
    pickup_data: null,
    cost_center: null,
    cost_center_required: false,
    promo_code: null,
    payment: {
      eligible_methods: [
        'PAYMENT_METHOD_CARD_ONLINE',
        'PAYMENT_METHOD_ON_RECEIPT',
        'PAYMENT_METHOD_CREDIT',
      ],
      available_methods: ['PAYMENT_METHOD_CARD_ONLINE', 'PAYMENT_METHOD_ON_RECEIPT'],
      unavailable_methods: [
        {
          method: 'PAYMENT_METHOD_CREDIT',
          code: 'CREDIT_LIMIT_EXCEEDED',
          message: 'Сумма заказа превышает доступный лимит',
        },
      ],
      selected_method: 'PAYMENT_METHOD_UNSPECIFIED',
    },
    shipments: [
      {
        id: 'in_stock',
        kind: 'IN_STOCK',
        items: [item('p1')],
        delivery: {
          available_variants: [
            {
              id: 'courier',
              method: 'DELIVERY_METHOD_COURIER',
              title: 'Курьер',
              time: '2026-11-26',
              cost: 500,
            },
          ],
          selected_variant_id: 'courier',
        },
        total: 9000,
      },
    ],
    unavailable_items: [],
    has_changed_offers: false,
    missing_steps: ['PAYMENT_METHOD'],
    summary: {
      goods_count: 2,
      subtotal: 10000,
      discounts: { total: 1000, promo_code: 0, personal: 0, customer: 0, promo: 1000 },
      shipping: 500,
      total: 9500,
    },
    ...overrides,
  }) satisfies CheckoutOrderDto;

export const purchase: PurchaseDto = {
  purchase_id: 'pu1',
  orders: [
    {
      id: 'o1',
      number: 'GW-100001',
      status: 'AWAITING_PAYMENT',
      total: 9500,
      payment_method: 'PAYMENT_METHOD_CARD_ONLINE',
    },
  ],
};

export { failure } from '../rest-double.ts';

export const bodyOf = (call: RecordedCall | undefined) =>
  JSON.parse(call?.body || '{}') as Record<string, unknown>;

/** The REST API of a buyer with one checkout order and saved contacts and points. */
export const checkoutHandler: Handler = (call) => {
  const path = call.path.split('?')[0];
  if (call.method === 'PATCH' && path === '/v1/users/me/checkout') {
    return { status: 200, body: { orders: [checkoutOrder(), checkoutOrder(OTHER_ORDER_ID)] } };
  }
  if (path === '/v1/users/me/cost_centers') {
    return {
      status: 200,
      body: { cost_centers: [{ id: 'cc1', title: 'Склад', description: '' }] },
    };
  }
  if (path === '/v1/pickup_points') {
    return { status: 200, body: { pickup_points: [pickupPoint('pp1'), pickupPoint('pp2')] } };
  }
  return undefined;
};
