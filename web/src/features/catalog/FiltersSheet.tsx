import type { ReactNode } from 'react';
import { Sheet } from '../../components/ui/Sheet.tsx';
import { FILTERS_TITLE } from './texts.ts';
import styles from './FiltersSheet.module.scss';

/**
 * The filters under 1024 px, in a sheet from the right. Filters apply as they change; the footer
 * button closes the sheet to show the result.
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
  return (
    <Sheet label={FILTERS_TITLE} side="right" open={open} onClose={onClose}>
      <div className={styles.head}>
        <h2 className={styles.title}>{FILTERS_TITLE}</h2>
      </div>
      <div className={styles.body}>{open && children}</div>
      <div className={styles.foot}>
        <button type="button" className={styles.show} onClick={onClose}>
          {footer}
        </button>
      </div>
    </Sheet>
  );
}
