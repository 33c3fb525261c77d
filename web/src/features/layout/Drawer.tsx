import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import styles from './Drawer.module.scss';

/**
 * The side panel of the compact (under 1024 px) header. A modal <dialog> gives it the dialog role,
 * focus trapping and Escape for free; a click on the dimmed backdrop closes it too.
 */
export function Drawer({
  id,
  label,
  open,
  onClose,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      className={styles.drawer}
      onClose={onClose}
      onClick={(event) => {
        // The backdrop, or a link that is about to navigate, ends the drawer's use.
        const target = event.target as Element;
        if (target === event.currentTarget || target.closest('a, [data-closes-menu]')) onClose();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
          <Icon name="close" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
