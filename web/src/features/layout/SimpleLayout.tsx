import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { MarketLogo } from '../../components/brand/MarketLogo.tsx';
import type { MarketLook } from '../../lib/market-theme.ts';
import { telHref } from '../../lib/tel-href.ts';
import { SkipLink } from './SkipLink.tsx';
import styles from './SimpleLayout.module.scss';

export const SimpleLayoutMarketFragment = graphql(`
  fragment SimpleLayout_market on Market {
    id
    settings {
      contacts {
        phone
      }
      copyright
    }
  }
`);

/** The reduced header (logo, phone) and footer (copyright) of the checkout. */
export function SimpleLayout({
  market,
  brand,
  children,
}: {
  market: FragmentType<typeof SimpleLayoutMarketFragment>;
  brand: { look: MarketLook; name: string };
  children: ReactNode;
}) {
  const { settings } = getFragmentData(SimpleLayoutMarketFragment, market);
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Link to="/" className={styles.logo} aria-label={brand.name}>
            <MarketLogo look={brand.look} name={brand.name} />
          </Link>
          <a href={telHref(settings.contacts.phone)} className={styles.phone}>
            {settings.contacts.phone}
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className="container">
          <p>{settings.copyright}</p>
        </div>
      </footer>
    </div>
  );
}
