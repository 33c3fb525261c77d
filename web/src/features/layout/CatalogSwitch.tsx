import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { NavMenu } from './NavMenu.tsx';
import type { NavEntry } from './nav-entry.ts';
import styles from './CatalogSwitch.module.scss';

/**
 * The «Каталог» button: opens and closes the catalogue panel under the header. The category tree
 * comes with the catalogue feature; meanwhile the panel leads to the catalogue and the sections.
 */
export function CatalogSwitch({ sections }: { sections: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'catalog'} size={20} />
        <span>Каталог</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <Link to="/catalog" className={styles.all} onClick={() => setOpen(false)}>
          <Icon name="catalog" size={20} />
          <span>Все категории</span>
        </Link>
        <NavMenu items={sections} label="Разделы" variant="drawer" />
      </div>
    </div>
  );
}
