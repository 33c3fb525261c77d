import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';

// The tab bar's cart badge, the cards' add buttons and the help-desk widget's watcher (which shows
// nothing until the footer scrolls into view) work as server HTML until their code has come (a
// link, a button whose press is replayed): it loads, and they hydrate, once the page has and the
// browser is idle or at the first press.

export const HelpdeskWidgetHost = hydrateLater(
  lazyComponent(
    () => import('../../features/helpdesk/HelpdeskWidgetHost.tsx'),
    'HelpdeskWidgetHost',
  ),
);
export const CartTabBadge = hydrateLater(
  lazyComponent(() => import('../../features/cart/HeaderCart.tsx'), 'CartTabBadge'),
);

/** Products made anew from the same cache data on each render of a card are the same product. */
const sameProduct = (previous: PurchasableProduct, next: PurchasableProduct) =>
  (Object.keys(next) as (keyof PurchasableProduct)[]).every((key) => previous[key] === next[key]);

export const CartControl = hydrateLater(
  lazyComponent(() => import('../../features/cart/CartControl.tsx'), 'CartControl'),
  (previous, next) =>
    previous.placement === next.placement && sameProduct(previous.product, next.product),
);
