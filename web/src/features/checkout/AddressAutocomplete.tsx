import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import styles from './Checkout.module.scss';
import { AddressSuggestionsQuery } from './operations.ts';
import { DELIVERY_ADDRESS } from './texts.ts';
import { StepError } from './step-choice.tsx';

const DEBOUNCE_MS = 300;
const MIN_LENGTH = 3;

export interface ChosenAddress {
  postalAddress: string;
  latitude: number | null;
  longitude: number | null;
}

/** The input's value once it has been still for 300 ms. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The courier address field: suggestions 300 ms after the last key (spec section 9), and a newer
 * search unsubscribes from the older one, which cancels its request. A combobox: arrows move
 * through the suggestions, Enter picks one.
 */
export function AddressAutocomplete({
  value,
  onChange,
  onChoose,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  onChoose: (address: ChosenAddress) => void;
  error?: string | null | undefined;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettled(value.trim());
  const { data } = useQuery(AddressSuggestionsQuery, {
    variables: { query },
    skip: !open || query.length < MIN_LENGTH,
    fetchPolicy: 'no-cache',
  });
  const suggestions = open && query.length >= MIN_LENGTH ? (data?.addressSuggestions ?? []) : [];
  const listId = `${id}-list`;

  const choose = (index: number) => {
    const picked = suggestions[index];
    if (!picked) return;
    onChoose({
      postalAddress: picked.postalAddress,
      latitude: picked.latitude ?? null,
      longitude: picked.longitude ?? null,
    });
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className={styles.autocomplete}>
      <label htmlFor={id} className={styles.label}>
        {DELIVERY_ADDRESS}
      </label>
      <input
        id={id}
        className={styles.input}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        placeholder="Город, улица, дом"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, suggestions.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            choose(active);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label="Подсказки адресов" className={styles.suggestions}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.cityUid}-${suggestion.postalAddress}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            {suggestion.postalAddress}
          </li>
        ))}
      </ul>
      <StepError error={error} />
    </div>
  );
}
