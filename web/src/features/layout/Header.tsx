import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import type { MarketLook } from '../../lib/market-theme.ts';
import { telHref } from '../../lib/tel-href.ts';
import { NavMenu } from './NavMenu.tsx';
import type { HeaderSlots } from './header-slots.ts';
import { MarketLogo } from './market-logo.ts';
import styles from './Header.module.scss';

export type { HeaderSlots };

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

const DRAWER_ID = 'header-drawer';

/**
 * The «Каталог» button works as a button whose press is replayed until its code has come: it
 * loads, and hydrates, once the page has (its props — the sections and the menu slot — stay the
 * same between renders).
 */
const CatalogSwitch = hydrateLater(
  lazyComponent(() => import('./CatalogSwitch.tsx'), 'CatalogSwitch'),
);

/**
 * The compact header's side panel is closed until the «Меню» button opens it: its code loads, and
 * it hydrates, once the page has (its props stay the same between renders while it is shut).
 */
const HeaderDrawer = hydrateLater(
  lazyComponent(() => import('./HeaderDrawer.tsx'), 'HeaderDrawer'),
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
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
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

      <HeaderDrawer
        id={DRAWER_ID}
        open={drawerOpen}
        onClose={closeDrawer}
        look={brand.look}
        name={brand.name}
        sections={data.layout.bottomMenu}
        links={data.layout.expressMenu}
        phone={contacts.phone}
        phoneHref={phoneHref}
        slots={slots}
      />
    </header>
  );
}
