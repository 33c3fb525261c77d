import styles from './SkipLink.module.scss';

/**
 * The first stop of the keyboard on every page: it jumps over the header to the main content
 * (`<main id="main" tabIndex={-1}>`, which takes the focus). Hidden until focused.
 */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Перейти к содержимому
    </a>
  );
}
