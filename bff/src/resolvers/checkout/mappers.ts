import type {
  AddressSuggestion,
  CheckoutStep,
  Contact,
  CourierAddress,
  DeliveryMethod,
  Money,
  PaymentMethod,
  PickupPoint,
  PickupPointKind,
  Purchase,
  ResolversTypes,
} from '../../__generated__/resolvers-types.ts';
import type {
  AddressDto,
  CheckoutItemDto,
  CheckoutOrderDto,
  ContactDto,
  CourierAddressDto,
  PickupAddressDto,
  PickupPointDto,
  PurchaseDto,
} from '../../upstream/checkout.ts';
import { shipmentGqlId, variantGqlId } from './ids.ts';

/** Checkout sums are roubles, the base currency, as the catalogue's prices. */
export const rub = (amount: number): Money => ({ amount, currencyCode: 'RUB' });

type PaymentMethodDto = CheckoutOrderDto['payment']['selected_method'];
const PAYMENT_PREFIX = 'PAYMENT_METHOD_';

/** The schema's method of a REST value; UNSPECIFIED is no choice yet. */
export function paymentMethod(wire: PaymentMethodDto): PaymentMethod | null {
  return wire === 'PAYMENT_METHOD_UNSPECIFIED'
    ? null
    : (wire.slice(PAYMENT_PREFIX.length) as PaymentMethod);
}

export const paymentMethodWire = (method: PaymentMethod) =>
  `${PAYMENT_PREFIX}${method}` as PaymentMethodDto;

type DeliveryMethodDto = NonNullable<CheckoutOrderDto['delivery_method']>;
const deliveryMethod = (wire: DeliveryMethodDto): DeliveryMethod =>
  wire === 'DELIVERY_METHOD_PICKUP' ? 'PICKUP' : 'COURIER';

const pickupPointKind = (wire: PickupPointDto['kind']) =>
  wire.replace('PICKUP_POINT_KIND_', '') as PickupPointKind;

export const mapContact = (dto: ContactDto): Contact => ({ ...dto });

export const mapCourierAddress = (dto: CourierAddressDto): CourierAddress => ({
  id: dto.id,
  address: dto.address,
  latitude: dto.latitude,
  longitude: dto.longitude,
  // The API keeps empty strings for fields the buyer left out; the schema says null.
  apartment: dto.apartment || null,
  entrance: dto.entrance || null,
  floor: dto.floor || null,
  intercom: dto.intercom || null,
  comment: dto.comment || null,
});

export const mapAddress = (dto: AddressDto): AddressSuggestion => ({
  cityUid: dto.city_uid,
  cityTitle: dto.city_title,
  postalAddress: dto.postal_address,
  latitude: dto.latitude,
  longitude: dto.longitude,
});

export const mapPickupPoint = (dto: PickupPointDto): PickupPoint => ({
  id: dto.id,
  kind: pickupPointKind(dto.kind),
  brand: dto.brand,
  title: dto.title,
  schedule: dto.schedule,
  cost: rub(dto.cost),
  postalAddress: dto.location.postal_address,
  latitude: dto.location.latitude,
  longitude: dto.location.longitude,
});

export const mapPickupAddress = (dto: PickupAddressDto) => ({
  id: dto.id,
  pickupPoint: mapPickupPoint(dto.pickup_point),
});

const mapItem = (dto: CheckoutItemDto): ResolversTypes['CheckoutItem'] => ({
  productId: dto.product_id,
  title: dto.title,
  sku: dto.sku,
  slug: dto.slug,
  image: dto.image_id ? { id: dto.image_id } : null,
  brandTitle: dto.brand.name || null,
  quantity: dto.quantity,
  basePrice: rub(dto.base_price),
  price: rub(dto.price),
  total: rub(dto.total),
});

/** The order's payment methods: every eligible one, with why it cannot be chosen now. */
function paymentOptions(payment: CheckoutOrderDto['payment']) {
  const available = new Set(payment.available_methods);
  return payment.eligible_methods.flatMap((wire) => {
    const method = paymentMethod(wire);
    if (!method) return [];
    const refusal = payment.unavailable_methods.find((u) => u.method === wire);
    return [
      {
        method,
        available: available.has(wire) && !refusal,
        reason: available.has(wire) && !refusal ? null : (refusal?.message ?? null),
      },
    ];
  });
}

/** The whole checkout order as the schema has it; every step's answer goes through here. */
export function mapCheckoutOrder(dto: CheckoutOrderDto): ResolversTypes['CheckoutOrder'] {
  const { summary } = dto;
  return {
    id: dto.id,
    sellerTitle: dto.seller_title,
    buyerTitle: dto.buyer_title,
    contact: dto.contact ? mapContact(dto.contact) : null,
    deliveryMethod: dto.delivery_method ? deliveryMethod(dto.delivery_method) : null,
    courierAddress: dto.courier_data ? mapCourierAddress(dto.courier_data) : null,
    pickupAddress: dto.pickup_data ? mapPickupAddress(dto.pickup_data) : null,
    costCenter: dto.cost_center,
    costCenterRequired: dto.cost_center_required,
    promoCode: dto.promo_code,
    hasChangedOffers: dto.has_changed_offers,
    missingSteps: dto.missing_steps as CheckoutStep[],
    unavailableItems: dto.unavailable_items.map(mapItem),
    payment: {
      methods: paymentOptions(dto.payment),
      selectedMethod: paymentMethod(dto.payment.selected_method),
    },
    shipments: dto.shipments.map((shipment) => ({
      id: shipmentGqlId(dto.id, shipment.id),
      kind: shipment.kind,
      items: shipment.items.map(mapItem),
      deliveryVariants: shipment.delivery.available_variants.map((variant) => ({
        id: variantGqlId(dto.id, shipment.id, variant.id),
        method: deliveryMethod(variant.method),
        title: variant.title,
        time: variant.time,
        cost: rub(variant.cost),
      })),
      selectedVariantId: shipment.delivery.selected_variant_id
        ? variantGqlId(dto.id, shipment.id, shipment.delivery.selected_variant_id)
        : null,
      total: rub(shipment.total),
    })),
    summary: {
      goodsCount: summary.goods_count,
      subtotal: rub(summary.subtotal),
      discounts: {
        total: rub(summary.discounts.total),
        promoCode: rub(summary.discounts.promo_code),
        personal: rub(summary.discounts.personal),
        customer: rub(summary.discounts.customer),
        promo: rub(summary.discounts.promo),
      },
      shipping: rub(summary.shipping),
      total: rub(summary.total),
    },
  };
}

export const mapPurchase = (dto: PurchaseDto): Purchase => ({
  id: dto.purchase_id,
  orders: dto.orders.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    total: rub(order.total),
    paymentMethod: paymentMethod(order.payment_method),
  })),
});
