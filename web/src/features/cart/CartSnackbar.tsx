import type { ReactNode } from 'react';
import styles from './CartSnackbar.module.scss';

/**
 * Where the snackbar that says why a cart change was refused shows. The live region is in the
 * page from the start, so a screen reader announces the message put into it (its code comes with
 * the cart's changes: no refusal comes before one).
 */
export function CartSnackbar({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {children}
    </div>
  );
}
