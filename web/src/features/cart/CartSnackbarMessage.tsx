import { useEffect } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import styles from './CartSnackbarMessage.module.scss';

const SHOWN_MS = 5000;

export interface MessageProps {
  text: string;
  onClose: () => void;
}

/** The snackbar's message, which hides itself after a few seconds. */
export function CartSnackbarMessage({ text, onClose }: MessageProps) {
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [text, onClose]);
  return (
    <div className={styles.snackbar}>
      <span>{text}</span>
      <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
