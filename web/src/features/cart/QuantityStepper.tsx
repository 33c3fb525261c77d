import { Icon } from '../../components/ui/Icon.tsx';
import { MAX_QUANTITY, useDebouncedQuantity } from './useDebouncedQuantity.ts';
import styles from './QuantityStepper.module.scss';

/**
 * − quantity +: the buttons and the typed number show at once and are sent after a pause; at 1
 * the minus removes the line (when `removable`).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  removable = true,
  size = 'md',
  max = MAX_QUANTITY,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The product's name, for the controls' accessible names. */
  label: string;
  removable?: boolean;
  size?: 'sm' | 'md';
  /** The most pieces allowed (the stock when known). */
  max?: number;
}) {
  const { draft, change, flush } = useDebouncedQuantity(value, onChange);
  const shown = Number(draft) || 0;
  const min = removable ? 0 : 1;
  return (
    <div
      className={`${styles.stepper} ${styles[size]}`}
      role="group"
      aria-label={`Количество: ${label}`}
    >
      <button
        type="button"
        className={styles.step}
        aria-label={shown <= 1 && removable ? `Убрать из корзины: ${label}` : `Меньше: ${label}`}
        disabled={shown <= min}
        onClick={() => change(String(Math.max(min, shown - 1)))}
      >
        {shown <= 1 && removable ? <Icon name="close" size={14} /> : '−'}
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={`Количество в корзине: ${label}`}
        value={draft}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`Больше: ${label}`}
        disabled={shown >= max}
        onClick={() => change(String(Math.min(max, shown + 1)))}
      >
        +
      </button>
    </div>
  );
}
