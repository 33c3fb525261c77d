import type { ReactNode } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import type { MarketLook } from '../../lib/market-theme.ts';
import { FloatNav, type FloatNavMarketFragment } from './FloatNav.tsx';
import type { FooterMarketFragment } from './Footer.tsx';
import { Header, type HeaderMarketFragment, type HeaderSlots } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { MobileNav, type MobileNavMarketFragment } from './MobileNav.tsx';
import styles from './StoreLayout.module.scss';

/** Below the fold: its code loads, and it hydrates, once the page has and the browser is idle. */
const Footer = hydrateLater(lazyComponent(() => import('./Footer.tsx'), 'Footer'));

type LayoutMarket = FragmentType<typeof HeaderMarketFragment> &
  FragmentType<typeof FooterMarketFragment> &
  FragmentType<typeof FloatNavMarketFragment> &
  FragmentType<typeof MobileNavMarketFragment>;

/**
 * The page frame of every storefront page: full header, main content, footer, float and tab bar.
 * `banner` (the city question) sits above the header in the flow, so it covers nothing.
 */
export function StoreLayout({
  market,
  brand,
  headerSlots,
  banner,
  children,
}: {
  market: LayoutMarket;
  brand: { look: MarketLook; name: string };
  headerSlots: HeaderSlots;
  banner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <SkipLink />
      {banner}
      <Header market={market} brand={brand} slots={headerSlots} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer market={market} />
      <FloatNav market={market} />
      <MobileNav market={market} />
    </div>
  );
}
