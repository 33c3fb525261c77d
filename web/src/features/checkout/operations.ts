import { graphql } from '../../__generated__/gql.ts';

/*
 * The buyer's saved entries as the checkout shows them. The saved lists, the orders' choices and
 * the answers that save a new entry select them alike, so a new entry joins the cached list whole.
 */
export const CheckoutContactFragment = graphql(`
  fragment CheckoutContact on Contact {
    id
    name
    phone
    email
  }
`);

export const CheckoutCourierAddressFragment = graphql(`
  fragment CheckoutCourierAddress on CourierAddress {
    id
    address
    apartment
  }
`);

export const CheckoutPickupAddressFragment = graphql(`
  fragment CheckoutPickupAddress on PersonalPickupAddress {
    id
    pickupPoint {
      id
    }
  }
`);

/** Everything the checkout page shows of one order; every step's answer carries it whole. */
export const CheckoutOrderFragment = graphql(`
  fragment CheckoutOrder_order on CheckoutOrder {
    id
    sellerTitle
    buyerTitle
    contact {
      ...CheckoutContact @unmask
    }
    deliveryMethod
    courierAddress {
      ...CheckoutCourierAddress @unmask
    }
    pickupAddress {
      id
      pickupPoint {
        id
        title
        postalAddress
      }
    }
    costCenter {
      id
      title
    }
    costCenterRequired
    promoCode {
      code
      description
    }
    hasChangedOffers
    missingSteps
    payment {
      selectedMethod
      methods {
        method
        available
        reason
      }
    }
    shipments {
      id
      kind
      selectedVariantId
      items {
        productId
        title
        sku
        slug
        brandTitle
        quantity
        image {
          id
          url(width: 120)
        }
        price {
          ...MoneyFields @unmask
        }
        total {
          ...MoneyFields @unmask
        }
      }
      deliveryVariants {
        id
        method
        title
        time
        cost {
          ...MoneyFields @unmask
        }
      }
      total {
        ...MoneyFields @unmask
      }
    }
    summary {
      goodsCount
      subtotal {
        ...MoneyFields @unmask
      }
      discounts {
        total {
          ...MoneyFields @unmask
        }
        promoCode {
          ...MoneyFields @unmask
        }
        personal {
          ...MoneyFields @unmask
        }
        customer {
          ...MoneyFields @unmask
        }
        promo {
          ...MoneyFields @unmask
        }
      }
      shipping {
        ...MoneyFields @unmask
      }
      total {
        ...MoneyFields @unmask
      }
    }
  }
`);

/** The page's data besides the orders: the buyer's saved contacts, addresses and map tiles. */
export const CheckoutDataFragment = graphql(`
  fragment CheckoutData_query on Query {
    checkout {
      orders {
        id
        ...CheckoutOrder_order
      }
      costCenters {
        id
        title
        description
      }
    }
    contacts {
      ...CheckoutContact @unmask
    }
    courierAddresses {
      ...CheckoutCourierAddress @unmask
    }
    pickupAddresses {
      ...CheckoutPickupAddress @unmask
    }
    mapTiles {
      urlTemplate
      attribution
      maxZoom
    }
  }
`);

export const PickupPointsQuery = graphql(`
  query CheckoutPickupPoints {
    pickupPoints {
      id
      kind
      brand
      title
      schedule
      postalAddress
      latitude
      longitude
      cost {
        ...MoneyFields @unmask
      }
    }
  }
`);

export const AddressSuggestionsQuery = graphql(`
  query CheckoutAddressSuggestions($query: String!) {
    addressSuggestions(query: $query) {
      cityUid
      postalAddress
      latitude
      longitude
    }
  }
`);

export const CreateContactMutation = graphql(`
  mutation CreateCheckoutContact($input: CreateContactInput!) {
    createContact(input: $input) {
      contact {
        ...CheckoutContact @unmask
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const CreateCourierAddressMutation = graphql(`
  mutation CreateCheckoutCourierAddress($input: CreateCourierAddressInput!) {
    createCourierAddress(input: $input) {
      courierAddress {
        ...CheckoutCourierAddress @unmask
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const AddPickupAddressMutation = graphql(`
  mutation AddCheckoutPickupAddress($input: AddPickupAddressInput!) {
    addPickupAddress(input: $input) {
      pickupAddress {
        ...CheckoutPickupAddress @unmask
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** What every step of an order answers: the order whole, or why the step was refused. */
export const CheckoutOrderChangeFragment = graphql(`
  fragment CheckoutOrderChange on CheckoutOrderPayload {
    order {
      id
      ...CheckoutOrder_order
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

export const SetContactMutation = graphql(`
  mutation SetCheckoutContact($input: SetCheckoutContactInput!) {
    setCheckoutContact(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const SetCourierAddressMutation = graphql(`
  mutation SetCheckoutCourierAddress($input: SetCheckoutCourierAddressInput!) {
    setCheckoutCourierAddress(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const SetPickupAddressMutation = graphql(`
  mutation SetCheckoutPickupAddress($input: SetCheckoutPickupAddressInput!) {
    setCheckoutPickupAddress(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const SetCostCenterMutation = graphql(`
  mutation SetCheckoutCostCenter($input: SetCheckoutCostCenterInput!) {
    setCheckoutCostCenter(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const SetPaymentMethodMutation = graphql(`
  mutation SetCheckoutPaymentMethod($input: SetCheckoutPaymentMethodInput!) {
    setCheckoutPaymentMethod(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const SetDeliveryVariantMutation = graphql(`
  mutation SetCheckoutDeliveryVariant($input: SetCheckoutDeliveryVariantInput!) {
    setCheckoutDeliveryVariant(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const RedeemPromoCodeMutation = graphql(`
  mutation RedeemCheckoutPromoCode($input: RedeemPromoCodeInput!) {
    redeemPromoCode(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const RevokePromoCodeMutation = graphql(`
  mutation RevokeCheckoutPromoCode($input: RevokePromoCodeInput!) {
    revokePromoCode(input: $input) {
      ...CheckoutOrderChange @unmask
    }
  }
`);

export const SubmitCheckoutMutation = graphql(`
  mutation SubmitCheckout($input: SubmitCheckoutInput!) {
    submitCheckout(input: $input) {
      purchase {
        id
        ...Purchase_purchase
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** What the purchase page shows: the orders created, each with its number and next step. */
export const PurchaseFragment = graphql(`
  fragment Purchase_purchase on Purchase {
    id
    orders {
      id
      number
      status
      paymentMethod
      total {
        ...MoneyFields @unmask
      }
    }
  }
`);
