import type { FormEvent } from 'react';
import {
  appliedBounds,
  shownBound,
  shownLimits,
  typedNumber,
  type RangeUnits,
} from './range-bounds.ts';
import styles from './ListingFilters.module.scss';

/** The two bounds, with the word each field is named by. */
const BOUNDS = [
  ['min', 'от'],
  ['max', 'до'],
] as const;

const AS_STORED: RangeUnits = { scale: 1, whole: false, nonNegative: false };

/**
 * A min/max pair (price, or a numeric property with its units). The values apply together when the
 * form is submitted (Enter or the button); the facet's range shows as placeholders. A field takes
 * only a number as it is typed, and what is applied is clamped to the facet's range (see
 * appliedBounds). The parent keys it by the applied values so a new address replaces what was typed.
 */
export function RangeFilter({
  title,
  units,
  value,
  limits,
  shown = AS_STORED,
  onApply,
}: {
  title: string;
  units?: string | null;
  /** The applied bounds, in stored units. */
  value: { min?: number; max?: number };
  /** The facet's range, in stored units. */
  limits: { min?: number | null; max?: number | null };
  /** How stored units show (a display currency for prices); stored units as they are by default. */
  shown?: RangeUnits;
  onApply: (range: { min: string | null; max: string | null }) => void;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = (name: string) => String(form.get(name) ?? '');
    onApply(appliedBounds({ min: typed('min'), max: typed('max') }, limits, shown));
  };
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const accepted = typedNumber(field.value, shown.nonNegative);
    if (accepted !== field.value) field.value = accepted;
  };
  const hints = shownLimits(limits, shown);
  const legend = units ? `${title}, ${units}` : title;
  return (
    <form className={styles.group} onSubmit={onSubmit} aria-label={legend}>
      <fieldset className={styles.rangeFields}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.range}>
          {BOUNDS.map(([name, word]) => (
            <label key={name} className={styles.bound}>
              <span>{word}</span>
              <input
                name={name}
                inputMode="decimal"
                defaultValue={shownBound(value[name], shown)}
                placeholder={hints[name] === undefined ? '' : String(hints[name])}
                onInput={onInput}
                aria-label={`${legend}: ${word}`}
              />
            </label>
          ))}
        </div>
        <button type="submit" className={styles.apply}>
          Применить
        </button>
      </fieldset>
    </form>
  );
}
