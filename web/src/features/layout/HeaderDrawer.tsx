import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import type { MarketLook } from '../../lib/market-theme.ts';
import { Drawer } from './Drawer.tsx';
import type { HeaderSlots } from './header-slots.ts';
import { MarketLogo } from './market-logo.ts';
import type { NavEntry } from './nav-entry.ts';
import { isIconName } from '../../components/ui/icon-names.ts';
import { NavMenu } from './NavMenu.tsx';
import styles from './Header.module.scss';

/**
 * The compact header's side panel: the logo, the city, the whole catalogue and its category menu
 * (mounted only while open), the sections, the links for buyers, the currency and the phone.
 */
export function HeaderDrawer({
  id,
  open,
  onClose,
  look,
  name,
  sections,
  links,
  phone,
  phoneHref,
  slots,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  look: MarketLook;
  name: string;
  sections: readonly NavEntry[];
  links: readonly NavEntry[];
  phone: string;
  phoneHref: string;
  slots: HeaderSlots;
}) {
  return (
    <Drawer id={id} label="Меню" open={open} onClose={onClose}>
      <Link to="/" className={styles.drawerLogo} aria-label={name}>
        <MarketLogo look={look} name={name} />
      </Link>
      {slots.location}
      <Link to="/catalog" className={styles.drawerCatalog} onClick={onClose}>
        <Icon name="catalog" size={20} />
        <span>Каталог товаров</span>
      </Link>
      {open && slots.catalogMenu}
      <NavMenu items={sections} label="Разделы каталога" variant="drawer" icons={isIconName} />
      <NavMenu items={links} label="Покупателям" variant="drawer" icons={isIconName} />
      <div className={styles.drawerFooter}>
        {slots.currency}
        <a href={phoneHref} className={styles.drawerPhone}>
          <Icon name="phone" size={18} />
          <span>{phone}</span>
        </a>
      </div>
    </Drawer>
  );
}
