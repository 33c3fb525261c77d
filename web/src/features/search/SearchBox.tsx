import { Icon } from '../../components/ui/Icon.tsx';
import styles from './SearchBox.module.scss';

const PLACEHOLDER = 'Поиск по каталогу';

/**
 * The catalogue search field. It submits to the search results page as a plain form (so it works
 * before scripts load); suggestions arrive with the search feature.
 */
export function SearchBox() {
  return (
    <form role="search" action="/search" method="get" className={styles.form}>
      <input
        type="search"
        name="text"
        className={styles.input}
        placeholder={PLACEHOLDER}
        aria-label={PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label="Найти">
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
