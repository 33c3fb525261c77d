import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';

/** The logo is a picture: its code (every market's mark) loads once the page works. */
export const MarketLogo = hydrateLater(
  lazyComponent(() => import('../../components/brand/MarketLogo.tsx'), 'MarketLogo'),
);
