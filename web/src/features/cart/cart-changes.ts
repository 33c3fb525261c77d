import type { ApolloClient } from '@apollo/client';
import { takeIntent, whenNoDialogOpen, type CartIntent } from './after-sign-in.ts';
import { getFragmentData } from '../../__generated__/fragment-masking.ts';
import { announceToOtherTabs, followOtherTabs } from '../../lib/other-tabs.ts';
import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';
import type { UserErrorCode } from '../../__generated__/graphql.ts';
import { rememberIntent } from './after-sign-in.ts';
import {
  AddToCartMutation,
  CartLinesFragment,
  CartLinesQuery,
  RemoveFromCartMutation,
  UpdateCartItemQuantityMutation,
} from './operations.ts';
import { applyLineChange } from './optimistic.ts';
import { ADD_FAILED_TEXT, CHANGE_FAILED_TEXT, DENIAL_TEXT } from './texts.ts';
import { quantityIn } from './useCartLines.ts';

/** A change of the cart worth telling web analytics about. */
// The snackbar's message comes with the changes, whose refusals it says.
export { CartSnackbarMessage } from './CartSnackbarMessage.tsx';

/** What the snackbar says of a refused change; undefined when it means nothing to the shopper. */
export const denialText = (code: UserErrorCode): string | undefined => DENIAL_TEXT[code];

/** Says a refusal in the snackbar when it means something to the shopper; logs it otherwise. */
export function reportDenial(context: CartChangeContext, code: UserErrorCode, cause: string) {
  const text = denialText(code);
  if (text) context.notify(text);
  else console.error('The cart change was refused', code, cause);
}

export interface CartEvent {
  type: 'add' | 'remove';
  product: PurchasableProduct;
  /** How many pieces were added or removed. */
  quantity: number;
}

/** What a change needs from the page: the client, sign-in and where to report. */
export interface CartChangeContext {
  client: ApolloClient;
  signedIn: boolean;
  requestSignIn: () => void;
  report: (code: UserErrorCode, cause: string) => void;
  /** Says a text in the snackbar. */
  notify: (text: string) => void;
  onEvent?: (event: CartEvent) => void;
}

type PayloadResult =
  { userErrors: readonly { code: UserErrorCode; message: string }[] } | undefined;

/**
 * Keeps this tab's cart current when another tab changes it: the header's count and the add
 * buttons (`CartLines`) and, on the cart page, its lines (`CartRoute`) are asked again.
 */
export function followCartInOtherTabs(client: ApolloClient): () => void {
  return followOtherTabs(
    'cart',
    () => void client.refetchQueries({ include: ['CartLines', 'CartRoute'] }),
  );
}

/**
 * What the cart does for the page once its code has come: it follows the cart in the shopper's
 * other tabs and, for a signed-in shopper, does what waited for sign-in (`resume`: an add, or
 * checkout) once the sign-in's last step (a new user's names) is closed, so leaving the page does
 * not cut it short. Returns a stop.
 */
export function startCart(
  client: ApolloClient,
  signedIn: boolean,
  resume: (intent: CartIntent) => void,
): () => void {
  const stopFollowing = followCartInOtherTabs(client);
  const stopWaiting = signedIn
    ? whenNoDialogOpen(() => {
        const intent = takeIntent();
        if (intent) resume(intent);
      })
    : () => {};
  return () => {
    stopFollowing();
    stopWaiting();
  };
}

let optimisticSeq = 0;

/** Sent with `keepalive`: a change made just before the page is left still reaches the cart. */
const KEEPALIVE = { fetchOptions: { keepalive: true } };

/** The cart as the page shows it now, optimistic changes included; null when unknown. */
function shownCart(client: ApolloClient) {
  const data = client.readQuery({ query: CartLinesQuery, optimistic: true });
  return {
    cart: data?.cart ? getFragmentData(CartLinesFragment, data.cart) : null,
    requiredForCart: data?.market.config.requiredForCart.includes('AUTH') ?? false,
  };
}

/**
 * Runs one line change: optimistic first, then the mutation; any failure takes it back, and a
 * request that failed is said as `failedText`.
 */
async function changeLine(
  context: CartChangeContext,
  product: PurchasableProduct,
  quantity: number,
  failedText: string,
  send: () => Promise<PayloadResult>,
) {
  const { client, report, requestSignIn } = context;
  const { cart } = shownCart(client);
  const previous = cart ? quantityIn(cart, product.id) : 0;
  const layer = `cart-line-${++optimisticSeq}`;
  if (cart) {
    client.cache.recordOptimisticTransaction(
      (cache) =>
        applyLineChange(cache, cart.id, {
          productId: product.id,
          quantity,
          previous,
          price: product.price,
        }),
      layer,
    );
  }
  try {
    const result = await send();
    const error = result?.userErrors[0];
    if (error) {
      if (error.code === 'AUTHORIZATION_REQUIRED') {
        rememberIntent({ kind: 'add', product, quantity: quantity - previous });
        requestSignIn();
      }
      report(error.code, error.message);
      return;
    }
    announceToOtherTabs('cart');
    const delta = quantity - previous;
    if (delta !== 0)
      context.onEvent?.({
        type: delta > 0 ? 'add' : 'remove',
        product,
        quantity: Math.abs(delta),
      });
  } catch (failure) {
    // The change was not made (no answer, or not in time): the shopper is told, and the line
    // shows what it showed before.
    console.error('The cart change failed', failure);
    context.notify(failedText);
  } finally {
    client.cache.removeOptimistic(layer);
  }
}

/** Puts pieces of a product in the cart; on a market that needs sign-in a visitor signs in first. */
export async function addToCart(
  context: CartChangeContext,
  product: PurchasableProduct,
  quantity: number,
): Promise<void> {
  const { client, signedIn, requestSignIn } = context;
  const { cart, requiredForCart } = shownCart(client);
  if (requiredForCart && !signedIn) {
    rememberIntent({ kind: 'add', product, quantity });
    requestSignIn();
    return;
  }
  const previous = cart ? quantityIn(cart, product.id) : 0;
  await changeLine(context, product, previous + quantity, ADD_FAILED_TEXT, async () => {
    const { data } = await client.mutate({
      mutation: AddToCartMutation,
      context: KEEPALIVE,
      variables: { input: { productId: product.id, quantity } },
    });
    return data?.addToCart;
  });
}

/** Sets a line's quantity; 0 removes the line. */
export async function setLineQuantity(
  context: CartChangeContext,
  product: PurchasableProduct,
  quantity: number,
): Promise<void> {
  const { client } = context;
  await changeLine(context, product, quantity, CHANGE_FAILED_TEXT, async () => {
    if (quantity === 0) {
      const { data } = await client.mutate({
        mutation: RemoveFromCartMutation,
        context: KEEPALIVE,
        variables: { input: { productIds: [product.id] } },
      });
      return data?.removeFromCart;
    }
    const { data } = await client.mutate({
      mutation: UpdateCartItemQuantityMutation,
      context: KEEPALIVE,
      variables: { input: { productId: product.id, quantity } },
    });
    return data?.updateCartItemQuantity;
  });
}
