import { AppLink } from '../../components/ui/AppLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import type { NavEntry } from './nav-entry.ts';
import styles from './NavMenu.module.scss';

/**
 * A row (or, in the drawer, a column) of menu links. Highlighted entries are the promo sale entries
 * and carry the sale icon; with `icons` (the drawer's), an entry shows its own icon when that says
 * the sprite has it (so the header's rows do not load the list of icon names).
 */
export function NavMenu({
  items,
  label,
  variant,
  icons,
}: {
  items: readonly NavEntry[];
  label: string;
  variant: 'express' | 'bottom' | 'drawer';
  icons?: (name: string | null | undefined) => name is IconName;
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
              ) : icons?.(item.icon) ? (
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
