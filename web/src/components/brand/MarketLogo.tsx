import type { MarketLook } from '../../lib/market-theme.ts';
import styles from './MarketLogo.module.scss';

const WORDMARKS: Record<Exclude<MarketLook, 'product'>, string> = {
  garwin: 'GARWIN',
  sprout: 'sprout',
  ipr: 'IPR',
  licota: 'LICOTA',
};

function Mark({ look }: { look: MarketLook }) {
  switch (look) {
    case 'sprout':
      return (
        <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true">
          <circle cx="16" cy="16" r="16" fill="var(--color-primary)" />
          <path d="M16 25V15" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          <path d="M16 16c0-5 3-8 8-8 0 5-3 8-8 8z" fill="#fff" />
          <path d="M16 19c0-4-2.6-6.5-7-6.5 0 4 2.6 6.5 7 6.5z" fill="#d9f2df" />
        </svg>
      );
    case 'ipr':
      return (
        <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true">
          <path d="M16 1.5 29 9v14l-13 7.5L3 23V9z" fill="var(--color-primary)" />
          <path d="M11 10h4v12h-4zM17 10h4.5a3.5 3.5 0 0 1 0 7H17z" fill="#fff" />
        </svg>
      );
    case 'licota':
      return (
        <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true">
          <circle cx="16" cy="16" r="15" fill="var(--color-primary)" />
          <path d="M11 8v16h11" stroke="#fff" strokeWidth="3.2" fill="none" />
        </svg>
      );
    case 'product':
      return (
        <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
          <path
            d="M9 22l8-8m-2-4 5-1 3 3-1 5-4-4zM8 23l2 1"
            stroke="#fff"
            strokeWidth="2.4"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
      );
    default:
      return (
        <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true">
          <rect width="32" height="32" rx="4" fill="var(--color-primary)" />
          <path
            d="M22 11.5A7.5 7.5 0 1 0 23.5 17H16"
            stroke="#fff"
            strokeWidth="3.4"
            fill="none"
            strokeLinecap="square"
          />
        </svg>
      );
  }
}

/**
 * The market's wordmark. It is drawn in the market's own lettering; the white-label market shows
 * its configured name.
 */
export function MarketLogo({ look, name }: { look: MarketLook; name: string }) {
  const text = look === 'product' ? name : WORDMARKS[look];
  return (
    <span className={styles.logo} data-look={look}>
      <Mark look={look} />
      <span className={styles.word} aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
