import { useId, useState } from 'react';
import { hyphenateRu } from '../../lib/hyphenate.ts';
import type { FacetBucketData } from './facets.ts';
import styles from './ListingFilters.module.scss';

const SHOWN_AT_FIRST = 8;

/** A facet's values as checkboxes with counts; each change applies at once. */
export function FacetChecklist({
  title,
  buckets,
  selected,
  onToggle,
}: {
  title: string;
  buckets: readonly FacetBucketData[];
  selected: readonly string[];
  onToggle: (slug: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (buckets.length === 0) return null;
  // Chosen values stay visible even when the list is collapsed.
  const visible = expanded
    ? buckets
    : buckets.filter((bucket, index) => index < SHOWN_AT_FIRST || selected.includes(bucket.slug));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <ul id={listId} className={styles.checklist}>
        {visible.map((bucket) => {
          const checked = selected.includes(bucket.slug);
          return (
            <li key={bucket.slug}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && bucket.count === 0}
                  onChange={() => onToggle(bucket.slug)}
                />
                <span className={styles.checkTitle}>{hyphenateRu(bucket.title)}</span>
                <span className={styles.count}>{bucket.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {buckets.length > visible.length || expanded ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Свернуть' : `Показать все (${buckets.length})`}
        </button>
      ) : null}
    </fieldset>
  );
}
