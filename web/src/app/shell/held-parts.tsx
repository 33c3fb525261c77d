import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';

// The header's account and cart entries and the cards' add buttons work as server HTML until
// their code has come (a link, a button whose press is replayed): it loads, and they hydrate,
// once the page has and the browser is idle or at the first press.

export const HeaderAccount = hydrateLater(
  lazyComponent(() => import('./HeaderAccount.tsx'), 'HeaderAccount'),
);
export const HeaderCart = hydrateLater(
  lazyComponent(() => import('../../features/cart/HeaderCart.tsx'), 'HeaderCart'),
);
// The header's city and limit, and the help-desk widget's watcher (which shows nothing until the
// footer scrolls into view), the same way.
export const LocationSelector = hydrateLater(
  lazyComponent(() => import('../../features/city/LocationSelector.tsx'), 'LocationSelector'),
);
export const LimitDisplay = hydrateLater(
  lazyComponent(() => import('../../features/accounts/LimitDisplay.tsx'), 'LimitDisplay'),
);
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
