import type { FormEvent } from 'react';
import styles from './ListingFilters.module.scss';

function formatBound(value: number | null | undefined, round?: (value: number) => number): string {
  if (value === null || value === undefined) return '';
  return String(round ? round(value) : Math.round(value * 100) / 100);
}

/**
 * A min/max pair (price, or a numeric property with its units). The values apply together when the
 * form is submitted (Enter or the button); the facet's range shows as placeholders. The parent keys
 * it by the applied values so a new address replaces what was typed.
 */
export function RangeFilter({
  title,
  units,
  value,
  limits,
  whole = false,
  onApply,
}: {
  title: string;
  units?: string | null;
  value: { min?: number; max?: number };
  limits: { min?: number | null; max?: number | null };
  /** Whole numbers only in the hints (prices): the range rounded outwards. */
  whole?: boolean;
  onApply: (range: { min: string | null; max: string | null }) => void;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const text = String(form.get(name) ?? '')
        .trim()
        .replace(',', '.');
      return text && Number.isFinite(Number(text)) ? text : null;
    };
    onApply({ min: read('min'), max: read('max') });
  };
  const legend = units ? `${title}, ${units}` : title;
  return (
    <form className={styles.group} onSubmit={onSubmit} aria-label={legend}>
      <fieldset className={styles.rangeFields}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.range}>
          <label className={styles.bound}>
            <span>от</span>
            <input
              name="min"
              inputMode="decimal"
              defaultValue={formatBound(value.min)}
              placeholder={formatBound(limits.min, whole ? Math.floor : undefined)}
              aria-label={`${legend}: от`}
            />
          </label>
          <label className={styles.bound}>
            <span>до</span>
            <input
              name="max"
              inputMode="decimal"
              defaultValue={formatBound(value.max)}
              placeholder={formatBound(limits.max, whole ? Math.ceil : undefined)}
              aria-label={`${legend}: до`}
            />
          </label>
        </div>
        <button type="submit" className={styles.apply}>
          Применить
        </button>
      </fieldset>
    </form>
  );
}
