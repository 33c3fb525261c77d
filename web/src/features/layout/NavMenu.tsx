import { AppLink } from '../../components/ui/AppLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { isIconName } from '../../components/ui/icon-names.ts';
import type { NavEntry } from './nav-entry.ts';
import styles from './NavMenu.module.scss';

/**
 * A row (or, in the drawer, a column) of menu links. Highlighted entries are the promo sale entries
 * and carry the sale icon.
 */
export function NavMenu({
  items,
  label,
  variant,
}: {
  items: readonly NavEntry[];
  label: string;
  variant: 'express' | 'bottom' | 'drawer';
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.nav} data-variant={variant}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.url}|${item.title}`}>
            <AppLink
              to={item.url}
              className={item.highlight ? `${styles.link} ${styles.highlight}` : styles.link}
            >
              {item.highlight ? (
                <Icon name="sale" size={18} />
              ) : variant === 'drawer' && isIconName(item.icon) ? (
                <Icon name={item.icon} size={18} />
              ) : null}
              <span>{item.title}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
