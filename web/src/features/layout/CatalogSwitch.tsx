import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { usePopover } from '../../lib/use-popover.ts';
import { isIconName } from '../../components/ui/icon-names.ts';
import { NavMenu } from './NavMenu.tsx';
import type { NavEntry } from './nav-entry.ts';
import styles from './CatalogSwitch.module.scss';

/**
 * The «Каталог» button: opens and closes the catalogue panel under the header, with the category
 * tree the catalogue feature puts in (mounted only while open), the whole catalogue and the
 * sections. Following a link or leaving the page closes it.
 */
export function CatalogSwitch({
  sections,
  menu,
}: {
  sections: readonly NavEntry[];
  menu?: ReactNode;
}) {
  const { open, setOpen, id: panelId, root: rootRef, trigger } = usePopover('pointerdown');
  const { key } = useLocation();

  useEffect(() => setOpen(false), [key, setOpen]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button {...trigger} className={styles.button}>
        <Icon name={open ? 'close' : 'catalog'} size={20} />
        <span>Каталог</span>
      </button>
      <div
        id={panelId}
        className={menu ? `${styles.panel} ${styles.wide}` : styles.panel}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a, [data-closes-menu]')) setOpen(false);
        }}
      >
        <Link to="/catalog" className={styles.all} onClick={() => setOpen(false)}>
          <Icon name="catalog" size={20} />
          <span>Все категории</span>
        </Link>
        {/* The category tree replaces the sections, which the bottom menu shows anyway. */}
        {menu ? (
          open && menu
        ) : (
          <NavMenu items={sections} label="Разделы" variant="drawer" icons={isIconName} />
        )}
      </div>
    </div>
  );
}
