import type {
  CreateContactInput,
  CreateCourierAddressInput,
  MutationResolvers,
} from '../../__generated__/resolvers-types.ts';
import {
  addPickupAddress,
  createContact,
  createCourierAddress,
  submitCheckoutOrder,
  updateCheckoutOrder,
  updateDeliveryVariant,
  type CheckoutOrderDto,
  type CheckoutStep,
} from '../../upstream/checkout.ts';
import type { StoreApi } from '../../upstream/store-api.ts';
import { payloadOf } from '../../errors.ts';
import { restIdOf } from './ids.ts';
import {
  mapCheckoutOrder,
  mapContact,
  mapCourierAddress,
  mapPickupAddress,
  mapPurchase,
  paymentMethodWire,
} from './mappers.ts';
import { checkoutUserErrors } from './user-errors.ts';

const checkoutPayload = <K extends string, T>(key: K, run: () => Promise<T>) =>
  payloadOf(key, run, checkoutUserErrors);

/** A step's answer is the whole order, so the client's cache updates without a refetch. */
const orderPayload = (run: () => Promise<CheckoutOrderDto>) =>
  checkoutPayload('order', async () => mapCheckoutOrder(await run()));

const step = (api: StoreApi, orderId: string, change: CheckoutStep) =>
  orderPayload(() => updateCheckoutOrder(api, orderId, change));

const optional = (value: string | null | undefined) => value?.trim() ?? '';

const contactDto = (input: CreateContactInput) => ({
  name: input.name.trim(),
  phone: input.phone.trim(),
  email: input.email.trim(),
});

const courierAddressDto = (input: CreateCourierAddressInput) => ({
  address: input.address.trim(),
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
  apartment: optional(input.apartment),
  entrance: optional(input.entrance),
  floor: optional(input.floor),
  intercom: optional(input.intercom),
  comment: optional(input.comment),
});

export const checkoutMutations: MutationResolvers = {
  createContact: (_parent, { input }, { api }) =>
    checkoutPayload('contact', async () => mapContact(await createContact(api, contactDto(input)))),

  createCourierAddress: (_parent, { input }, { api }) =>
    checkoutPayload('courierAddress', async () =>
      mapCourierAddress(await createCourierAddress(api, courierAddressDto(input))),
    ),

  addPickupAddress: (_parent, { input }, { api }) =>
    checkoutPayload('pickupAddress', async () =>
      mapPickupAddress(await addPickupAddress(api, input.pickupPointId)),
    ),

  setCheckoutContact: (_parent, { input }, { api }) =>
    step(api, input.orderId, { step: 'update_contact', body: { contact_id: input.contactId } }),

  setCheckoutCourierAddress: (_parent, { input }, { api }) =>
    step(api, input.orderId, {
      step: 'update_courier_data',
      body: { courier_address_id: input.courierAddressId },
    }),

  setCheckoutPickupAddress: (_parent, { input }, { api }) =>
    step(api, input.orderId, {
      step: 'update_pickup_data',
      body: { pickup_address_id: input.pickupAddressId },
    }),

  setCheckoutCostCenter: (_parent, { input }, { api }) =>
    step(api, input.orderId, {
      step: 'update_cost_center',
      body: { cost_center_id: input.costCenterId },
    }),

  setCheckoutPaymentMethod: (_parent, { input }, { api }) =>
    step(api, input.orderId, {
      step: 'update_payment_method',
      body: { payment_method: paymentMethodWire(input.method) },
    }),

  setCheckoutDeliveryVariant: (_parent, { input }, { api }) =>
    orderPayload(() =>
      updateDeliveryVariant(
        api,
        input.orderId,
        restIdOf(input.shipmentId),
        restIdOf(input.variantId),
      ),
    ),

  redeemPromoCode: (_parent, { input }, { api }) =>
    step(api, input.orderId, {
      step: 'redeem_promo_code',
      body: { promo_code: input.code.trim() },
    }),

  revokePromoCode: (_parent, { input }, { api }) =>
    step(api, input.orderId, { step: 'revoke_promo_code', body: {} }),

  /**
   * The idempotency key is the client's attempt key: the page creates it once per checkout attempt
   * and keeps it (in session storage) until the purchase is made, so a double click, a network
   * retry or a reload after a lost answer all send the same key and get the first purchase. The
   * BFF could not derive it safely: two attempts with the same cart are legitimately two orders
   * after the first one succeeded, and only the client knows where one attempt ends.
   */
  submitCheckout: async (_parent, { input }, { api }) => {
    const attemptKey = input.attemptKey.trim();
    if (!attemptKey) {
      return {
        purchase: null,
        userErrors: [
          {
            field: ['attemptKey'],
            message: 'Нет ключа попытки',
            code: 'VALIDATION_FAILED' as const,
          },
        ],
      };
    }
    try {
      const purchase = await submitCheckoutOrder(
        api,
        input.orderId,
        input.comment?.trim() || null,
        attemptKey,
      );
      return { purchase: mapPurchase(purchase), userErrors: [] };
    } catch (error) {
      return { purchase: null, userErrors: checkoutUserErrors(error) };
    }
  },
};
