import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';
import type { PurchaseControlsProps } from './PurchaseControls.tsx';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';
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

/** The module of the buying controls, which also reports cart changes to the data layer. */
export const loadPurchaseControls = guardChunkLoad(() => import('./PurchaseControls.tsx'));

/** The buying control of cards, lines and product pages, with the product page's view event. */
export const PurchaseControls = hydrateLater(
  lazyComponent<PurchaseControlsProps, 'PurchaseControls'>(
    loadPurchaseControls,
    'PurchaseControls',
  ),
  (previous, next) =>
    previous.placement === next.placement && sameProduct(previous.product, next.product),
);
