import { useEffect } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import styles from './CartSnackbar.module.scss';

const SHOWN_MS = 5000;

/** The snackbar that says why a cart change was refused; it hides itself after a few seconds. */
export function CartSnackbar({ text, onClose }: { text: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [text, onClose]);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {text && (
        <div className={styles.snackbar}>
          <span>{text}</span>
          <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
