import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { searchHistory } from './search-history.ts';
import { sellerOf } from './search-scope.ts';
import {
  historyGroup,
  searchHref,
  suggestionGroups,
  type SuggestionOption,
} from './suggestion-options.ts';
import { optionId, SuggestionsPopup } from './SuggestionsPopup.tsx';
import { useSearchText } from './useSearchText.ts';
import { useSuggestions } from './useSuggestions.ts';
import { SEARCH_PLACEHOLDER } from './texts.ts';
import styles from './SearchBox.module.scss';

const PLACEHOLDER = SEARCH_PLACEHOLDER;
const NO_HISTORY: readonly string[] = [];

/**
 * The catalogue search with suggestions: a combobox whose list shows the past searches while it is
 * empty and grouped suggestions while typing. It submits to the results page as a plain form, so it
 * works before scripts load.
 */
export function SearchBox({ resetBetweenScopes = false }: { resetBetweenScopes?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useSearchText(resetBetweenScopes);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const history = searchHistory();
  const past = useSyncExternalStore(history.subscribe, history.list, () => NO_HISTORY);
  const suggestions = useSuggestions(text, sellerOf(location.pathname));

  // Leaving the page (or changing its address) closes the list.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.key]);

  const showHistory = text.trim() === '';
  const groups = showHistory
    ? historyGroup(past)
    : suggestions
      ? suggestionGroups(suggestions)
      : [];
  const options = groups.flatMap((group) => group.options);
  const expanded = open && (groups.length > 0 || (!!suggestions && !showHistory));

  const go = (href: string, searched?: string) => {
    if (searched?.trim()) history.add(searched);
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(href);
  };
  const choose = (option: SuggestionOption) => {
    if (option.text !== undefined) setText(option.text);
    go(option.href, option.text);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) go(searchHref(text), text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step < 0
          ? options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="text"
        role="combobox"
        className={styles.input}
        placeholder={PLACEHOLDER}
        aria-label={PLACEHOLDER}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label="Найти">
        <Icon name="search" size={20} />
      </button>
      {expanded && (
        <SuggestionsPopup
          listId={listId}
          label={showHistory ? 'История поиска' : 'Подсказки'}
          groups={groups}
          active={active}
          onChoose={choose}
          footer={
            showHistory ? (
              <button type="button" className={styles.footerButton} onClick={history.clear}>
                Очистить историю
              </button>
            ) : groups.length === 0 ? (
              <p className={styles.nothing}>Ничего не найдено</p>
            ) : (
              <button
                type="button"
                className={styles.footerButton}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(searchHref(text), text)}
              >
                Все результаты
              </button>
            )
          }
        />
      )}
    </form>
  );
}
