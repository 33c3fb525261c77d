import { describe, expect, it } from 'vitest';
import { useHarness, type Harness } from '../harness.ts';
import type { RecordedCall } from '../rest-double.ts';
import {
  ORDER_ID,
  OTHER_ORDER_ID,
  bodyOf,
  checkoutHandler,
  checkoutOrder,
  failure,
} from './fixtures.ts';

const SESSION = { cookie: 'access_token=t' };
const ERRORS = 'userErrors { field message code }';
const ORDER = `order {
  id contact { id } deliveryMethod courierAddress { id apartment entrance } missingSteps
  payment { selectedMethod methods { method available reason } }
  shipments { id kind selectedVariantId deliveryVariants { id title time cost { amount } } }
  promoCode { code }
  summary { total { amount currencyCode } discounts { total { amount } promoCode { amount } } }
}`;

/** The REST calls of one GraphQL operation, as "METHOD path". */
const callsOf = (h: Harness) => h.api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);

describe('checkout steps', () => {
  const h = useHarness({ handler: checkoutHandler });

  it('a private buyer’s checkout page is one PATCH, asking for no cost centres', async () => {
    const res = await h.gql(
      `{ checkout { orders { id shipments { id deliveryVariants { id } } } costCenters { id } } }`,
      { headers: SESSION },
    );
    expect(res.body.errors).toBeUndefined();
    expect(callsOf(h)).toEqual(['PATCH /v1/users/me/checkout']);
    const checkout = res.body.data?.['checkout'] as {
      orders: { shipments: { id: string; deliveryVariants: { id: string }[] }[] }[];
      costCenters: unknown[];
    };
    expect(checkout.costCenters).toEqual([]);
    // The same REST shipment of two orders must not be one object in the client's cache.
    const [first, second] = checkout.orders.map((o) => o.shipments[0]);
    expect(first?.id).not.toEqual(second?.id);
    expect(first?.deliveryVariants[0]?.id).not.toEqual(second?.deliveryVariants[0]?.id);
  });

  it('a company’s checkout page adds the cost centres; one without the right gets none', async () => {
    const company = (call: RecordedCall) =>
      call.method === 'PATCH'
        ? {
            status: 200,
            body: { orders: [checkoutOrder(ORDER_ID, { cost_center_required: true })] },
          }
        : checkoutHandler(call);
    h.api.handler = company;
    const res = await h.gql(`{ checkout { orders { id } costCenters { id } } }`, {
      headers: SESSION,
    });
    expect(res.body.data?.['checkout']).toEqual({
      orders: [{ id: ORDER_ID }],
      costCenters: [{ id: 'cc1' }],
    });
    expect(callsOf(h).sort()).toEqual([
      'GET /v1/users/me/cost_centers',
      'PATCH /v1/users/me/checkout',
    ]);

    h.api.handler = (call) =>
      call.path === '/v1/users/me/cost_centers' ? failure(403, 'PERMISSION_DENIED') : company(call);
    const denied = await h.gql(`{ checkout { costCenters { id } } }`, { headers: SESSION });
    expect(denied.body.errors).toBeUndefined();
    expect(denied.body.data?.['checkout']).toEqual({ costCenters: [] });
  });

  it('choosing a payment method posts the wire value and returns the whole order', async () => {
    h.api.handler = () => ({
      status: 200,
      body: checkoutOrder(ORDER_ID, {
        payment: { ...checkoutOrder().payment, selected_method: 'PAYMENT_METHOD_CARD_ONLINE' },
        missing_steps: [],
      }),
    });
    const res = await h.gql(
      `mutation { setCheckoutPaymentMethod(input: { orderId: "${ORDER_ID}", method: CARD_ONLINE }) {
         ${ORDER} ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(res.body.errors).toBeUndefined();
    const payload = res.body.data?.['setCheckoutPaymentMethod'] as {
      order: Record<string, unknown>;
      userErrors: unknown[];
    };
    expect(payload.userErrors).toEqual([]);
    expect(payload.order['payment']).toEqual({
      selectedMethod: 'CARD_ONLINE',
      methods: [
        { method: 'CARD_ONLINE', available: true, reason: null },
        { method: 'ON_RECEIPT', available: true, reason: null },
        { method: 'CREDIT', available: false, reason: 'Сумма заказа превышает доступный лимит' },
      ],
    });
    expect(payload.order['courierAddress']).toEqual({ id: 'ca1', apartment: '12', entrance: null });
    expect(payload.order['summary']).toEqual({
      total: { amount: 9500, currencyCode: 'RUB' },
      discounts: { total: { amount: 1000 }, promoCode: { amount: 0 } },
    });
    expect(callsOf(h)).toEqual([
      `POST /v1/users/me/checkout/orders/${ORDER_ID}/update_payment_method`,
    ]);
    expect(bodyOf(h.api.calls[0])).toEqual({ payment_method: 'PAYMENT_METHOD_CARD_ONLINE' });
  });

  it.each([
    ['setCheckoutContact', '{ contactId: "ct2" }', 'update_contact', { contact_id: 'ct2' }],
    [
      'setCheckoutCourierAddress',
      '{ courierAddressId: "ca2" }',
      'update_courier_data',
      { courier_address_id: 'ca2' },
    ],
    [
      'setCheckoutPickupAddress',
      '{ pickupAddressId: "pa1" }',
      'update_pickup_data',
      { pickup_address_id: 'pa1' },
    ],
    [
      'setCheckoutCostCenter',
      '{ costCenterId: "cc1" }',
      'update_cost_center',
      { cost_center_id: 'cc1' },
    ],
    ['redeemPromoCode', '{ code: " SALE10 " }', 'redeem_promo_code', { promo_code: 'SALE10' }],
    ['revokePromoCode', '{}', 'revoke_promo_code', {}],
  ])('%s calls %s with its REST body', async (mutation, fields, step, body) => {
    h.api.handler = () => ({ status: 200, body: checkoutOrder() });
    const input = `{ orderId: "${ORDER_ID}", ${fields.slice(1, -1)} }`;
    const res = await h.gql(
      `mutation { ${mutation}(input: ${input}) { order { id } ${ERRORS} } }`,
      {
        headers: SESSION,
      },
    );
    expect(res.body.data?.[mutation]).toEqual({ order: { id: ORDER_ID }, userErrors: [] });
    expect(callsOf(h)).toEqual([`POST /v1/users/me/checkout/orders/${ORDER_ID}/${step}`]);
    expect(bodyOf(h.api.calls[0])).toEqual(body);
  });

  it('a delivery variant is chosen by the ids the order gave, sent to REST as its own ids', async () => {
    const page = await h.gql(
      `{ checkout { orders { id shipments { id deliveryVariants { id } } } } }`,
      { headers: SESSION },
    );
    const orders = (
      page.body.data?.['checkout'] as {
        orders: { id: string; shipments: { id: string; deliveryVariants: { id: string }[] }[] }[];
      }
    ).orders;
    const order = orders.find((o) => o.id === OTHER_ORDER_ID)!;
    const shipment = order.shipments[0]!;
    h.api.calls.length = 0;
    h.api.handler = () => ({ status: 200, body: checkoutOrder(OTHER_ORDER_ID) });
    const res = await h.gql(
      `mutation($input: SetCheckoutDeliveryVariantInput!) {
         setCheckoutDeliveryVariant(input: $input) { order { shipments { selectedVariantId } } ${ERRORS} } }`,
      {
        headers: SESSION,
        variables: {
          input: {
            orderId: OTHER_ORDER_ID,
            shipmentId: shipment.id,
            variantId: shipment.deliveryVariants[0]!.id,
          },
        },
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(callsOf(h)).toEqual([
      `POST /v1/users/me/checkout/orders/${OTHER_ORDER_ID}/shipments/in_stock/update_delivery_variant`,
    ]);
    expect(bodyOf(h.api.calls[0])).toEqual({ delivery_variant_id: 'courier' });
    expect(res.body.data?.['setCheckoutDeliveryVariant']).toEqual({
      order: { shipments: [{ selectedVariantId: shipment.deliveryVariants[0]!.id }] },
      userErrors: [],
    });
  });

  it('a refused promo code comes back as a user error on the code field', async () => {
    h.api.handler = () => failure(422, 'PROMO_CODE_EXPIRED', 'Срок действия промокода истёк');
    const res = await h.gql(
      `mutation { redeemPromoCode(input: { orderId: "${ORDER_ID}", code: "OLD" }) {
         order { id } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['redeemPromoCode']).toEqual({
      order: null,
      userErrors: [
        { field: ['code'], message: 'Срок действия промокода истёк', code: 'PROMO_CODE_EXPIRED' },
      ],
    });
  });

  it('an unavailable payment method is a user error, a lost session is a GraphQL error', async () => {
    h.api.handler = () =>
      failure(409, 'PAYMENT_METHOD_UNAVAILABLE', 'Способ оплаты сейчас недоступен');
    const refused = await h.gql(
      `mutation { setCheckoutPaymentMethod(input: { orderId: "${ORDER_ID}", method: CREDIT }) {
         order { id } ${ERRORS} } }`,
      { headers: SESSION },
    );
    expect(refused.body.data?.['setCheckoutPaymentMethod']).toEqual({
      order: null,
      userErrors: [
        {
          field: [],
          message: 'Способ оплаты сейчас недоступен',
          code: 'PAYMENT_METHOD_UNAVAILABLE',
        },
      ],
    });

    h.api.handler = () => failure(401, 'UNAUTHENTICATED');
    const lost = await h.gql(
      `mutation { revokePromoCode(input: { orderId: "${ORDER_ID}" }) { order { id } ${ERRORS} } }`,
    );
    expect(lost.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
