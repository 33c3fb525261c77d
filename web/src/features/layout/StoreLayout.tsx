import type { ReactNode } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import type { FloatNavMarketFragment } from './FloatNav.tsx';
import type { FooterMarketFragment } from './Footer.tsx';
import { SkipLink } from './SkipLink.tsx';
import type { MobileNavMarketFragment } from './MobileNav.tsx';
import styles from './StoreLayout.module.scss';

// Below the fold, or bars a visitor reaches for only after reading the page: their code loads, and
// they hydrate, once the page has and the browser is idle (or at the visitor's first press).
const Footer = hydrateLater(lazyComponent(() => import('./Footer.tsx'), 'Footer'));
const FloatNav = hydrateLater(lazyComponent(() => import('./FloatNav.tsx'), 'FloatNav'));
const MobileNav = hydrateLater(lazyComponent(() => import('./MobileNav.tsx'), 'MobileNav'));

type LayoutMarket = FragmentType<typeof FooterMarketFragment> &
  FragmentType<typeof FloatNavMarketFragment> &
  FragmentType<typeof MobileNavMarketFragment>;

/**
 * The page frame of every storefront page: full header, main content, footer, float and tab bar.
 * `banner` (the city question) sits above the header in the flow, so it covers nothing.
 */
export function StoreLayout({
  market,
  header,
  banner,
  children,
}: {
  market: LayoutMarket;
  /** The full header of spec section 2 (features/layout/Header.tsx), with the app's slots. */
  header: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <SkipLink />
      {banner}
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer market={market} />
      <FloatNav market={market} />
      <MobileNav market={market} />
    </div>
  );
}
