import type {
  AddressSearchResponseSchema,
  Checkout,
  CheckoutItem,
  CheckoutOrder,
  Contact,
  ContactListSchema,
  CourierAddress,
  CourierAddressInput,
  CourierAddressListSchema,
  PersonalPickupAddress,
  PickupAddressListSchema,
  PickupPoint,
  PickupPointListSchema,
  Purchase,
} from '@store/api/contract';
import { UpstreamError } from '../errors.ts';
import type { StoreApi } from './store-api.ts';

/** The type a REST schema of the contract parses to. */
type Dto<S extends { _zod: { output: unknown } }> = S['_zod']['output'];

export type CheckoutDto = Checkout;
export type CheckoutOrderDto = CheckoutOrder;
export type CheckoutItemDto = CheckoutItem;
export type ContactDto = Contact;
export type CourierAddressDto = CourierAddress;
export type PickupPointDto = PickupPoint;
export type PickupAddressDto = PersonalPickupAddress;
export type AddressDto = Dto<typeof AddressSearchResponseSchema>['addresses'][number];
export type PurchaseDto = Purchase;

const ME = '/v1/users/me';
const orderPath = (orderId: string) => `${ME}/checkout/orders/${encodeURIComponent(orderId)}`;

/**
 * Brings the checkout up to date with the cart's selected available lines and answers it. The REST
 * call is a PATCH, but it is idempotent (the same cart gives the same checkout, the buyer's choices
 * kept), so the page's query may make it; memoised per GraphQL request like a GET.
 */
export function syncCheckout(api: StoreApi): Promise<CheckoutDto> {
  return api.patch<CheckoutDto>(`${ME}/checkout`, {});
}

export const listContacts = async (api: StoreApi) =>
  (await api.get<Dto<typeof ContactListSchema>>(`${ME}/contacts`)).contacts;

/** 400 VALIDATION_FAILED / INVALID_EMAIL / INVALID_PHONE / INVALID_NAME for a bad field. */
export const createContact = (
  api: StoreApi,
  body: { name: string; phone: string; email: string },
) => api.post<ContactDto>(`${ME}/contacts`, body);

export const listCourierAddresses = async (api: StoreApi) =>
  (await api.get<Dto<typeof CourierAddressListSchema>>(`${ME}/courier_addresses`)).addresses;

export const createCourierAddress = (api: StoreApi, body: CourierAddressInput) =>
  api.post<CourierAddressDto>(`${ME}/courier_addresses`, body);

export const searchAddresses = async (api: StoreApi, query: string) =>
  (await api.post<Dto<typeof AddressSearchResponseSchema>>('/v1/address:search', { query }))
    .addresses;

/** The pickup points of the city the request's headers name. */
export const listPickupPoints = async (api: StoreApi) =>
  (await api.get<Dto<typeof PickupPointListSchema>>('/v1/pickup_points')).pickup_points;

export const listPickupAddresses = async (api: StoreApi) =>
  (await api.get<Dto<typeof PickupAddressListSchema>>(`${ME}/pickup_addresses`)).pickup_addresses;

/** 404 PICKUP_POINT_NOT_FOUND for an unknown point. */
export const addPickupAddress = (api: StoreApi, pickupPointId: string) =>
  api.post<PickupAddressDto>(`${ME}/pickup_addresses`, { pickup_point: { id: pickupPointId } });

/** The checkout steps of spec section 7, each answering the whole checkout order. */
export type CheckoutStep =
  | { step: 'update_contact'; body: { contact_id: string } }
  | { step: 'update_courier_data'; body: { courier_address_id: string } }
  | { step: 'update_pickup_data'; body: { pickup_address_id: string } }
  | { step: 'update_cost_center'; body: { cost_center_id: string } }
  | { step: 'update_payment_method'; body: { payment_method: string } }
  | { step: 'redeem_promo_code'; body: { promo_code: string } }
  | { step: 'revoke_promo_code'; body: Record<string, never> };

/** One step of a checkout order; 404 for an order that is not the user's, 4xx with a code when refused. */
export const updateCheckoutOrder = (api: StoreApi, orderId: string, { step, body }: CheckoutStep) =>
  api.post<CheckoutOrderDto>(`${orderPath(orderId)}/${step}`, body);

export const updateDeliveryVariant = (
  api: StoreApi,
  orderId: string,
  shipmentId: string,
  variantId: string,
) =>
  api.post<CheckoutOrderDto>(
    `${orderPath(orderId)}/shipments/${encodeURIComponent(shipmentId)}/update_delivery_variant`,
    { delivery_variant_id: variantId },
  );

/**
 * Places the order under an Idempotency-Key: the API stores the key with the purchase under a
 * unique constraint, so the same key (a double click, a retried request) answers the first purchase.
 */
export const submitCheckoutOrder = (
  api: StoreApi,
  orderId: string,
  comment: string | null,
  idempotencyKey: string,
) =>
  api.post<PurchaseDto>(
    `${orderPath(orderId)}/submit`,
    // The API takes the comment as optional, not nullable: none is left out.
    comment ? { comment } : {},
    { headers: { 'idempotency-key': idempotencyKey } },
  );

/** A purchase of the user; null when there is none with this id (404). */
export async function getPurchase(api: StoreApi, id: string): Promise<PurchaseDto | null> {
  try {
    return await api.get<PurchaseDto>(`${ME}/purchases/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}
