import type { ReactNode } from 'react';
import type { SuggestionGroup, SuggestionOption } from './suggestion-options.ts';
import { SuggestedProduct } from './SuggestedProduct.tsx';
import styles from './SearchBox.module.scss';

/** The id of an option, for aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The suggestions as one listbox of grouped options; the input keeps the focus and points at the
 * active option. Options are chosen with a click or Enter, not focused.
 */
export function SuggestionsPopup({
  listId,
  label,
  groups,
  active,
  onChoose,
  footer,
}: {
  listId: string;
  label: string;
  groups: readonly SuggestionGroup[];
  active: number;
  onChoose: (option: SuggestionOption) => void;
  footer?: ReactNode;
}) {
  let index = -1;
  const column = (name: SuggestionGroup['column']) =>
    groups
      .filter((group) => group.column === name)
      .map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
          <p id={`${listId}-${group.key}`} className={styles.groupTitle} role="presentation">
            {group.title}
          </p>
          <ul role="presentation" className={styles.options}>
            {group.options.map((option) => {
              index += 1;
              const current = index;
              return (
                <li
                  key={option.key}
                  id={optionId(listId, current)}
                  role="option"
                  aria-selected={current === active}
                  className={styles.option}
                  // The input keeps the focus; a click only chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
                >
                  {option.product ? <SuggestedProduct product={option.product} /> : option.label}
                </li>
              );
            })}
          </ul>
        </div>
      ));
  const text = column('text');
  const products = column('products');
  return (
    <div className={styles.popup}>
      <div id={listId} role="listbox" aria-label={label} className={styles.columns}>
        {text.length > 0 && <div className={styles.column}>{text}</div>}
        {products.length > 0 && <div className={styles.column}>{products}</div>}
      </div>
      {footer}
    </div>
  );
}
