import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import styles from './Sheet.module.scss';
import { useModalDialog } from './use-modal-dialog.ts';

/**
 * A panel that slides in from a side of the screen over a dimmed page (the header drawer, the
 * filters under 1024 px): a native modal <dialog>, so focus stays inside and Escape closes it; a
 * click on the backdrop closes it too, and with `closeOnNavigate` so does a click on a link.
 */
export function Sheet({
  id,
  label,
  side,
  open,
  onClose,
  closeOnNavigate = false,
  children,
}: {
  id?: string;
  label: string;
  side: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  closeOnNavigate?: boolean;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      className={styles.sheet}
      data-side={side}
      onClose={onClose}
      onClick={(event) => {
        const target = event.target as Element;
        const navigates = closeOnNavigate && !!target.closest('a, [data-closes-menu]');
        if (target === event.currentTarget || navigates) onClose();
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
        <Icon name="close" />
      </button>
      {children}
    </dialog>
  );
}
