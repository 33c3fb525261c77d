import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import type { CartRouteQuery as CartRouteData } from '../../__generated__/graphql.ts';
import { pushEcommerce } from '../../features/analytics/data-layer.ts';
import { CART_TITLE, CartPage } from '../../features/cart/CartPage.tsx';
import { purchasableOf } from '../../features/cart/CartLine.tsx';
import { CartItemFragment, CartPageFragment } from '../../features/cart/operations.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';

/**
 * The cart page's query: the store frame and the whole cart (from the cart cookie or the user),
 * with what the header and the add buttons read, so the server renders the page in one pass.
 */
export const CartRouteQuery = graphql(`
  query CartRoute {
    ...StoreShell_query
    cart {
      id
      ...CartPage_cart
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

export async function loader({ context }: LoaderFunctionArgs) {
  const result = await loadRouteQuery(context.get(apolloClientContext), CartRouteQuery);
  // The cart is this page's content: when it cannot be loaded the page says so with its status.
  if (!result.cart) throw data(null, { status: 503 });
  return null;
}

export function Component() {
  const { data: page, error } = useQuery(CartRouteQuery);
  if (error) throw error;
  if (!page) return null;
  return <Cart page={page} />;
}

function Cart({ page }: { page: CartRouteData }) {
  useHead({ title: CART_TITLE, noindex: true });
  useCartViewEvent(page.cart);
  return <StoreShell query={page}>{page.cart && <CartPage cart={page.cart} />}</StoreShell>;
}

/** Reports the cart view to web analytics once per visit of the page. */
function useCartViewEvent(cartRef: CartRouteData['cart']) {
  const cartId = cartRef?.id;
  useEffect(() => {
    if (!cartRef) return;
    const cart = getFragmentData(CartPageFragment, cartRef);
    const products = [...cart.availableItems, ...cart.changedItems].map((ref) => {
      const item = getFragmentData(CartItemFragment, ref);
      const product = purchasableOf(item);
      return {
        id: product.id,
        name: product.title,
        ...(product.brand ? { brand: product.brand } : {}),
        ...(product.category ? { category: product.category } : {}),
        price: product.price,
        quantity: item.quantity,
      };
    });
    pushEcommerce('checkout', products, cart.totalUserPrice.currencyCode);
    // Once per visit: later changes of the cart are reported as adds and removals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartId]);
}
