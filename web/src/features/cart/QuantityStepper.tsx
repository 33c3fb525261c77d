import type { MouseEvent } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { MAX_QUANTITY, useDebouncedQuantity } from './useDebouncedQuantity.ts';
import styles from './QuantityStepper.module.scss';

/** Longer than any system's double-click interval (500 ms on most). */
const DOUBLE_CLICK_MS = 800;

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
  replacedPressAt,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The product's name, for the controls' accessible names. */
  label: string;
  removable?: boolean;
  size?: 'sm' | 'md';
  /** The most pieces allowed (the stock when known). */
  max?: number;
  /** When the button this stepper replaced was pressed (the event's `timeStamp`). */
  replacedPressAt?: number;
}) {
  const { draft, change, flush } = useDebouncedQuantity(value, onChange);
  // The second click of a double click on the replaced button lands on a step: it is not a step.
  const step = (event: MouseEvent, quantity: number) => {
    const rest =
      replacedPressAt !== undefined &&
      event.detail > 1 &&
      event.timeStamp - replacedPressAt < DOUBLE_CLICK_MS;
    if (!rest) change(String(quantity));
  };
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
        onClick={(event) => step(event, Math.max(min, shown - 1))}
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
        onClick={(event) => step(event, Math.min(max, shown + 1))}
      >
        +
      </button>
    </div>
  );
}
