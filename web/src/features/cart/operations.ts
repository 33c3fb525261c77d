import { graphql } from '../../__generated__/gql.ts';

/** What the header, the tab bar and every add button read: counts, the total and the lines. */
export const CartLinesFragment = graphql(`
  fragment CartLines_cart on Cart {
    id
    isEmpty
    totalItemsQuantity
    totalGoodsQuantity
    totalUserPrice {
      ...MoneyFields @unmask
    }
    availableItems {
      id
      quantity
    }
    changedItems {
      id
      quantity
    }
    unavailableItems {
      id
      quantity
    }
  }
`);

/** The cart of the header and the add buttons, with what decides whether a visitor may add. */
export const CartLinesQuery = graphql(`
  query CartLines {
    cart {
      id
      ...CartLines_cart
    }
    market {
      id
      config {
        requiredForCart
      }
    }
  }
`);

/** One line of the cart page. */
export const CartItemFragment = graphql(`
  fragment CartItem_item on CartItem {
    id
    productId
    title
    slug
    sku
    quantity
    maxQuantity
    selected
    ecommerceId
    hasUnapprovedOffer
    brand {
      id
      title
    }
    category {
      id
      title
    }
    image {
      id
      url(width: 160)
    }
    currentPurchaseOffer {
      available
      discount
      hasBasePrice
      basePrice {
        ...MoneyFields @unmask
      }
      userPrice {
        ...MoneyFields @unmask
      }
      totalPrice {
        ...MoneyFields @unmask
      }
    }
    approvedPurchaseOffer {
      userPrice {
        ...MoneyFields @unmask
      }
      totalPrice {
        ...MoneyFields @unmask
      }
    }
    changelog {
      priceDirection
      difference {
        ...MoneyFields @unmask
      }
    }
  }
`);

/** The whole cart as the cart page shows it; every cart change answers it. */
export const CartPageFragment = graphql(`
  fragment CartPage_cart on Cart {
    id
    title
    isEmpty
    totalItemsQuantity
    totalGoodsQuantity
    totalUserPrice {
      ...MoneyFields @unmask
    }
    showBasePrice
    totalBasePrice {
      ...MoneyFields @unmask
    }
    discount {
      ...MoneyFields @unmask
    }
    ...CartLines_cart
    availableItems {
      id
      ...CartItem_item
    }
    changedItems {
      id
      ...CartItem_item
    }
    unavailableItems {
      id
      ...CartItem_item
    }
  }
`);

/** What every change of the cart answers: the whole cart, or why the change was refused. */
export const CartChangeFragment = graphql(`
  fragment CartChange on CartPayload {
    cart {
      id
      ...CartPage_cart
    }
    userErrors {
      code
      message
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      ...CartChange @unmask
    }
  }
`);

export const UpdateCartItemQuantityMutation = graphql(`
  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {
    updateCartItemQuantity(input: $input) {
      ...CartChange @unmask
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($input: RemoveFromCartInput!) {
    removeFromCart(input: $input) {
      ...CartChange @unmask
    }
  }
`);

export const SelectCartItemsMutation = graphql(`
  mutation SelectCartItems($input: SelectCartItemsInput!) {
    selectCartItems(input: $input) {
      ...CartChange @unmask
    }
  }
`);

export const ApproveCartPricesMutation = graphql(`
  mutation ApproveCartPrices {
    approveCartPrices {
      ...CartChange @unmask
    }
  }
`);

export const AddProductsToCartMutation = graphql(`
  mutation AddProductsToCart($input: AddProductsToCartInput!) {
    addProductsToCart(input: $input) {
      cart {
        id
        ...CartPage_cart
      }
      rejectedLines {
        sku
        quantity
        reason
      }
      userErrors {
        code
        message
      }
    }
  }
`);
