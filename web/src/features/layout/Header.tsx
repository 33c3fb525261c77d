import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import type { MarketLook } from '../../lib/market-theme.ts';
import { telHref } from '../../lib/tel-href.ts';
import { Drawer } from './Drawer.tsx';
import { NavMenu } from './NavMenu.tsx';
import styles from './Header.module.scss';

export const HeaderMarketFragment = graphql(`
  fragment Header_market on Market {
    id
    settings {
      contacts {
        phone
        exposePhoneToHeader
      }
    }
    layout {
      expressMenu {
        title
        url
        icon
        highlight
      }
      bottomMenu {
        title
        url
        icon
        highlight
      }
    }
  }
`);

/** Parts of the header that belong to other features; the app composes them in. */
export interface HeaderSlots {
  /** The city selector; absent when the market has geolocation off. */
  location?: ReactNode;
  currency: ReactNode;
  /** The purchase or credit limit; empty for visitors who are not signed in. */
  limit?: ReactNode;
  search: ReactNode;
  auth: ReactNode;
  /** The cart link with its count and total. */
  cart?: ReactNode;
  /** The category menu of the catalogue switch and the drawer, mounted only while they are open. */
  catalogMenu?: ReactNode;
  /** A hint about the header's controls, in the flow under them (it covers no menu). */
  hint?: ReactNode;
}

const DRAWER_ID = 'header-drawer';

/** The logo is a picture: its code (every market's mark) loads once the page works. */
const MarketLogo = hydrateLater(
  lazyComponent(() => import('../../components/brand/MarketLogo.tsx'), 'MarketLogo'),
);

/**
 * The «Каталог» button works as a button whose press is replayed until its code has come: it
 * loads, and hydrates, once the page has (its props — the sections and the menu slot — stay the
 * same between renders).
 */
const CatalogSwitch = hydrateLater(
  lazyComponent(() => import('./CatalogSwitch.tsx'), 'CatalogSwitch'),
);

/** The full header of spec section 2, with its compact variant and drawer under 1024 px. */
export function Header({
  market,
  brand,
  slots,
}: {
  market: FragmentType<typeof HeaderMarketFragment>;
  brand: { look: MarketLook; name: string };
  slots: HeaderSlots;
}) {
  const data = getFragmentData(HeaderMarketFragment, market);
  const { contacts } = data.settings;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const phoneHref = telHref(contacts.phone);

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          {slots.location}
          <NavMenu items={data.layout.expressMenu} label="Экспресс-меню" variant="express" />
          <div className={styles.topbarEnd}>
            {slots.limit}
            {slots.currency}
            {contacts.exposePhoneToHeader && (
              <a href={phoneHref} className={styles.phone}>
                {contacts.phone}
              </a>
            )}
          </div>
        </div>
      </div>

      <div className={`container ${styles.main}`}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Меню"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <Link to="/" className={styles.logo} aria-label={brand.name}>
          <MarketLogo look={brand.look} name={brand.name} />
        </Link>
        <div className={styles.catalog}>
          <CatalogSwitch sections={data.layout.bottomMenu} menu={slots.catalogMenu} />
        </div>
        <div className={styles.search}>{slots.search}</div>
        <div className={styles.auth}>
          {slots.auth}
          {slots.cart}
        </div>
      </div>
      {slots.hint}

      <div className={styles.bottom}>
        <div className="container">
          <NavMenu items={data.layout.bottomMenu} label="Меню разделов" variant="bottom" />
        </div>
      </div>

      <Drawer id={DRAWER_ID} label="Меню" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Link to="/" className={styles.drawerLogo} aria-label={brand.name}>
          <MarketLogo look={brand.look} name={brand.name} />
        </Link>
        {slots.location}
        <Link to="/catalog" className={styles.drawerCatalog} onClick={() => setDrawerOpen(false)}>
          <Icon name="catalog" size={20} />
          <span>Каталог товаров</span>
        </Link>
        {drawerOpen && slots.catalogMenu}
        <NavMenu items={data.layout.bottomMenu} label="Разделы каталога" variant="drawer" />
        <NavMenu items={data.layout.expressMenu} label="Покупателям" variant="drawer" />
        <div className={styles.drawerFooter}>
          {slots.currency}
          <a href={phoneHref} className={styles.drawerPhone}>
            <Icon name="phone" size={18} />
            <span>{contacts.phone}</span>
          </a>
        </div>
      </Drawer>
    </header>
  );
}
