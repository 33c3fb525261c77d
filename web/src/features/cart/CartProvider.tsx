import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { createContext, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';
import { lazyExport } from '../../lib/lazy-export.ts';
import { afterHeldParts } from '../../lib/later-parts.ts';
import type { UserErrorCode } from '../../__generated__/graphql.ts';
import type { CartChangeContext, CartEvent } from './cart-changes.ts';
import type * as CartChanges from './cart-changes.ts';
import { CartSnackbar } from './CartSnackbar.tsx';
import type { MessageProps } from './CartSnackbarMessage.tsx';

export type { CartEvent } from './cart-changes.ts';

/**
 * The cart's changes (optimistic updates and their documents) are a chunk of their own, fetched
 * once the page has hydrated: a page's first load does not carry them, and they are there by the
 * shopper's first press.
 */
const loadCartChanges = guardChunkLoad(() =>
  import('./cart-changes.ts').then((module) => (loadedCartChanges = module)),
);
let loadedCartChanges: typeof CartChanges | undefined;
/**
 * Once loaded, the module is used without another import: a change made as the page is left
 * (`beforeunload`, `pagehide`) is then sent within that event, not after the page has gone.
 */
const cartChanges = async () => loadedCartChanges ?? loadCartChanges();

const CartSnackbarMessage = lazyExport<MessageProps, 'CartSnackbarMessage'>(
  cartChanges,
  'CartSnackbarMessage',
);

/** What waits for a visitor's sign-in matters only around one: its code loads then. */
const afterSignIn = guardChunkLoad(() => import('./after-sign-in.ts'));

interface CartActions {
  /** Puts pieces of a product in the cart; on a market that needs sign-in a visitor signs in first. */
  add: (product: PurchasableProduct, quantity?: number) => Promise<void>;
  /** Sets a line's quantity; 0 removes the line. */
  setQuantity: (product: PurchasableProduct, quantity: number) => Promise<void>;
  /** Says a refusal in the snackbar when it means something to the shopper; logs it otherwise. */
  report: (code: UserErrorCode, cause: string) => void;
  /** Says a text in the snackbar (a change that could not be made). */
  notify: (text: string) => void;
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
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();
  const latestOnEvent = useRef(onEvent);
  latestOnEvent.current = onEvent;

  // Every action runs the changes' code (fetched once the page works, see below).
  const value = useMemo<CartActions>(() => {
    const context: CartChangeContext = {
      client,
      signedIn,
      requestSignIn,
      report: (code, cause) =>
        void cartChanges().then((changes) => changes.reportDenial(context, code, cause)),
      notify: setNotice,
      onEvent: (event) => latestOnEvent.current?.(event),
    };
    return {
      add: async (product, quantity = 1) =>
        (await cartChanges()).addToCart(context, product, quantity),
      setQuantity: async (product, quantity) =>
        (await cartChanges()).setLineQuantity(context, product, quantity),
      report: context.report,
      notify: setNotice,
      signedIn,
      requestSignIn,
      checkout: () => {
        if (signedIn) {
          void navigate('/checkout');
          return;
        }
        void afterSignIn().then(({ rememberIntent }) => rememberIntent({ kind: 'checkout' }));
        requestSignIn();
      },
    };
  }, [client, signedIn, requestSignIn, navigate]);

  // The changes' code comes once the page's held parts have; with it, the cart follows the
  // shopper's other tabs and does what waited for sign-in (see `startCart`).
  const { add } = value;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const cancel = afterHeldParts(
      () =>
        void cartChanges().then(({ startCart }) => {
          if (gone) return;
          stop = startCart(client, signedIn, (intent) =>
            intent.kind === 'add'
              ? void add(intent.product, intent.quantity)
              : void navigate('/checkout'),
          );
        }),
    );
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, [client, signedIn, add, navigate]);

  return (
    <CartContext.Provider value={value}>
      {children}
      <CartSnackbar>
        {notice && (
          <Suspense fallback={null}>
            <CartSnackbarMessage text={notice} onClose={() => setNotice(null)} />
          </Suspense>
        )}
      </CartSnackbar>
    </CartContext.Provider>
  );
}
