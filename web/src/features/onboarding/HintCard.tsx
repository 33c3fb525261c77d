import type { CSSProperties } from 'react';
import { HINTS, type HintId } from './hints.ts';
import styles from './Onboarding.module.scss';

/**
 * One onboarding hint: its text and «Понятно». `offset` moves the card right and points its
 * arrow at the target (both from the card's place in the flow); without it the arrow points up
 * from the card's start.
 */
export function HintCard({
  id,
  onDismiss,
  offset,
}: {
  id: HintId;
  onDismiss: () => void;
  offset?: { cardLeft: number; arrowLeft: number };
}) {
  const style = offset
    ? ({
        marginLeft: `${offset.cardLeft}px`,
        '--arrow-left': `${offset.arrowLeft}px`,
      } as CSSProperties)
    : undefined;
  return (
    <div role="status" aria-label="Подсказка" className={styles.hint} style={style}>
      <p className={styles.text}>{HINTS[id].text}</p>
      <button type="button" className={styles.ok} onClick={onDismiss}>
        Понятно
      </button>
    </div>
  );
}
