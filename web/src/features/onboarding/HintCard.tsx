import type { CSSProperties } from 'react';
import type { HintId } from './hints.ts';
import styles from './Onboarding.module.scss';

/** The hints' texts, which load with the card when one is first shown. */
const HINT_TEXT: Record<HintId, string> = {
  filters: 'Уточните подбор фильтрами: цена, бренд, категория и характеристики.',
  legalEntities: 'Покупаете для компании? Добавьте юридическое лицо или ИП в личном кабинете.',
  search: 'Ищите по названию, артикулу или бренду.',
};

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
      <p className={styles.text}>{HINT_TEXT[id]}</p>
      <button type="button" className={styles.ok} onClick={onDismiss}>
        Понятно
      </button>
    </div>
  );
}
