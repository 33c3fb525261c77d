import type { ReactNode } from 'react';
import { Sheet } from '../../components/ui/Sheet.tsx';
import styles from './Drawer.module.scss';

/**
 * The side panel of the compact (under 1024 px) header; a link inside, about to navigate, ends
 * its use.
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
  return (
    <Sheet id={id} label={label} side="left" open={open} onClose={onClose} closeOnNavigate>
      <div className={styles.panel}>{children}</div>
    </Sheet>
  );
}
