import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { FILTERS_TITLE } from './texts.ts';
import styles from './FiltersSheet.module.scss';

/**
 * The filters under 1024 px: a modal sheet (a <dialog>, so focus stays inside and Escape closes
 * it). Filters apply as they change; the footer button closes the sheet to show the result.
 */
export function FiltersSheet({
  open,
  onClose,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  footer: string;
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
      aria-label={FILTERS_TITLE}
      className={styles.sheet}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{FILTERS_TITLE}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{open && children}</div>
      <div className={styles.foot}>
        <button type="button" className={styles.show} onClick={onClose}>
          {footer}
        </button>
      </div>
    </dialog>
  );
}
