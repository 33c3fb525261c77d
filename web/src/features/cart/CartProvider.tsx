import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';
import type { UserErrorCode } from '../../__generated__/graphql.ts';
import { rememberIntent, takeIntent } from './after-sign-in.ts';
import { CartSnackbar } from './CartSnackbar.tsx';
import { applyLineChange } from './optimistic.ts';
import { DENIAL_TEXT } from './texts.ts';
import { useCartLines } from './useCartLines.ts';

const lineMutations = guardChunkLoad(() => import('./line-mutations.ts'));

/** A change of the cart worth telling web analytics about. */
export interface CartEvent {
  type: 'add' | 'remove';
  product: PurchasableProduct;
  /** How many pieces were added or removed. */
  quantity: number;
}

interface CartActions {
  /** Puts pieces of a product in the cart; on a market that needs sign-in a visitor signs in first. */
  add: (product: PurchasableProduct, quantity?: number) => Promise<void>;
  /** Sets a line's quantity; 0 removes the line. */
  setQuantity: (product: PurchasableProduct, quantity: number) => Promise<void>;
  /** Says a refusal in the snackbar when it means something to the shopper; logs it otherwise. */
  report: (code: UserErrorCode, cause: string) => void;
  signedIn: boolean;
  /** Opens sign-in (the app's modal). */
  requestSignIn: () => void;
  /** Checkout: sign-in first for a visitor, then on to /checkout. */
  checkout: () => void;
}

const CartContext = createContext<CartActions | null>(null);

/** The cart's actions; only inside a CartProvider. */
export function useCartActions(): CartActions {
  const actions = useContext(CartContext);
  if (!actions) throw new Error('useCartActions needs a CartProvider');
  return actions;
}

let optimisticSeq = 0;

/**
 * Owns the cart changes of the page: optimistic updates of the cached cart that a failure takes
 * back, the snackbar for denials, and a visitor's add on a market that needs sign-in, which opens
 * sign-in and is made once the visitor has signed in. `onEvent` reports adds and removals.
 */
export function CartProvider({
  signedIn,
  requestSignIn,
  onEvent,
  children,
}: {
  signedIn: boolean;
  requestSignIn: () => void;
  onEvent?: (event: CartEvent) => void;
  children: ReactNode;
}) {
  const client = useApolloClient();
  const { cart, requiredForCart } = useCartLines();
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();
  const latest = useRef({ cart, onEvent });
  latest.current = { cart, onEvent };

  const report = useCallback((code: UserErrorCode, cause: string) => {
    const text = DENIAL_TEXT[code];
    if (text) setNotice(text);
    else console.error('The cart change was refused', code, cause);
  }, []);

  /** Runs one line change: optimistic first, then the mutation; any failure takes it back. */
  const changeLine = useCallback(
    async (product: PurchasableProduct, quantity: number, send: () => Promise<PayloadResult>) => {
      const current = latest.current.cart;
      const previous = current ? quantityIn(current, product.id) : 0;
      const layer = `cart-line-${++optimisticSeq}`;
      if (current) {
        client.cache.recordOptimisticTransaction(
          (cache) =>
            applyLineChange(cache, current.id, {
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
        const delta = quantity - previous;
        if (delta !== 0)
          latest.current.onEvent?.({
            type: delta > 0 ? 'add' : 'remove',
            product,
            quantity: Math.abs(delta),
          });
      } catch (failure) {
        console.error('The cart change failed', failure);
      } finally {
        client.cache.removeOptimistic(layer);
      }
    },
    [client, report, requestSignIn],
  );

  const add = useCallback(
    async (product: PurchasableProduct, quantity = 1) => {
      if (requiredForCart && !signedIn) {
        rememberIntent({ kind: 'add', product, quantity });
        requestSignIn();
        return;
      }
      const previous = latest.current.cart ? quantityIn(latest.current.cart, product.id) : 0;
      await changeLine(product, previous + quantity, async () => {
        const { AddToCartMutation } = await lineMutations();
        const { data } = await client.mutate({
          mutation: AddToCartMutation,
          variables: { input: { productId: product.id, quantity } },
        });
        return data?.addToCart;
      });
    },
    [changeLine, client, requestSignIn, requiredForCart, signedIn],
  );

  const setQuantity = useCallback(
    async (product: PurchasableProduct, quantity: number) => {
      await changeLine(product, quantity, async () => {
        const { RemoveFromCartMutation, UpdateCartItemQuantityMutation } = await lineMutations();
        if (quantity === 0) {
          const { data } = await client.mutate({
            mutation: RemoveFromCartMutation,
            variables: { input: { productIds: [product.id] } },
          });
          return data?.removeFromCart;
        }
        const { data } = await client.mutate({
          mutation: UpdateCartItemQuantityMutation,
          variables: { input: { productId: product.id, quantity } },
        });
        return data?.updateCartItemQuantity;
      });
    },
    [changeLine, client],
  );

  // What waited for sign-in (an add, or checkout) is done once the visitor is signed in and the
  // sign-in's last step (a new user's names) is closed, so leaving the page does not cut it short.
  useEffect(() => {
    if (!signedIn) return;
    return whenNoDialogOpen(() => {
      const intent = takeIntent();
      if (intent?.kind === 'add') void add(intent.product, intent.quantity);
      if (intent?.kind === 'checkout') void navigate('/checkout');
    });
  }, [signedIn, add, navigate]);

  const checkout = useCallback(() => {
    if (signedIn) {
      void navigate('/checkout');
      return;
    }
    rememberIntent({ kind: 'checkout' });
    requestSignIn();
  }, [navigate, requestSignIn, signedIn]);

  const value = useMemo(
    () => ({ add, setQuantity, report, signedIn, requestSignIn, checkout }),
    [add, setQuantity, report, signedIn, requestSignIn, checkout],
  );
  return (
    <CartContext.Provider value={value}>
      {children}
      <CartSnackbar text={notice} onClose={() => setNotice(null)} />
    </CartContext.Provider>
  );
}

/** Runs `run` once no modal dialog of the page is open; the returned function cancels it. */
function whenNoDialogOpen(run: () => void): () => void {
  const idle = () => !document.querySelector('dialog[open]');
  if (idle()) {
    run();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!idle()) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => observer.disconnect();
}

type PayloadResult =
  { userErrors: readonly { code: UserErrorCode; message: string }[] } | undefined;

/** How many pieces of a product the cart holds, in any group. */
export function quantityIn(
  cart: {
    availableItems: readonly { id: string; quantity: number }[];
    changedItems: readonly { id: string; quantity: number }[];
    unavailableItems: readonly { id: string; quantity: number }[];
  },
  productId: string,
): number {
  const line = [...cart.availableItems, ...cart.changedItems, ...cart.unavailableItems].find(
    (item) => item.id === productId,
  );
  return line?.quantity ?? 0;
}
