import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import styles from './Modal.module.scss';
import { useModalDialog } from './use-modal-dialog.ts';

/**
 * A centred modal window (a full-width sheet under 1024 px). The native modal <dialog> gives the
 * dialog role, focus trapping and Escape; a click on the dimmed backdrop closes it as well. The
 * title names the dialog for assistive technology.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  size = 'md',
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md';
}) {
  const titleId = useId();
  const ref = useModalDialog(open, (dialog) => {
    // The first field takes the focus (the dialog would give it to the close button).
    const field =
      dialog.querySelector<HTMLElement>('input:not([type="checkbox"])') ??
      dialog.querySelector<HTMLElement>('select, textarea');
    field?.focus();
  });

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={styles.modal}
      data-size={size}
      // A modal opened from inside another dialog (the header drawer) must not close that one:
      // React passes dialog events up its tree, so they stop here.
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onClose={(event) => event.stopPropagation()}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
              <Icon name="close" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
