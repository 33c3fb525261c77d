import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';

/** What a visitor wanted when sign-in interrupted them: an add, or checkout. */
export type CartIntent =
  { kind: 'add'; product: PurchasableProduct; quantity: number } | { kind: 'checkout' };

const KEY = 'cart:after-sign-in';
/** An intent older than this is a forgotten one (the visitor closed sign-in and moved on). */
const FRESH_MS = 15 * 60 * 1000;

/**
 * Remembers what to do once the visitor has signed in. It is kept in the tab's session storage,
 * because signing in reloads the page's data and the components that asked may be remounted.
 */
export function rememberIntent(intent: CartIntent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...intent, at: Date.now() }));
  } catch (error) {
    console.error('The cart could not remember what to do after sign-in', error);
  }
}

/** The remembered intent, once: it is forgotten as it is taken. Null when none or stale. */
export function takeIntent(now = Date.now()): CartIntent | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const { at, ...intent } = JSON.parse(raw) as CartIntent & { at: number };
    return now - at <= FRESH_MS ? (intent as CartIntent) : null;
  } catch {
    return null;
  }
}

/** Runs `run` once no modal dialog of the page is open; the returned function cancels it. */
export function whenNoDialogOpen(run: () => void): () => void {
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
