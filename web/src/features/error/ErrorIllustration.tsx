import styles from './ErrorPage.module.scss';

/** The decorative picture of the error page: crossed tools for garwin, a sprout for sprout. */
export function ErrorIllustration({ variant }: { variant: 'garwin' | 'sprout' }) {
  if (variant === 'sprout') {
    return (
      <svg viewBox="0 0 200 200" className={styles.illustration} aria-hidden="true">
        <circle cx="100" cy="100" r="96" fill="var(--color-primary-soft)" />
        <path d="M62 132h76l-10 46H72z" fill="#b9764a" />
        <rect x="56" y="122" width="88" height="16" rx="4" fill="#9a5f38" />
        <path d="M100 122V78" stroke="var(--color-primary)" strokeWidth="6" strokeLinecap="round" />
        <path d="M100 92c0-24 14-38 38-38 0 24-14 38-38 38z" fill="var(--color-primary)" />
        <path d="M100 104c0-20-12-32-32-32 0 20 12 32 32 32z" fill="#7fcf94" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 200 200" className={styles.illustration} aria-hidden="true">
      <rect x="4" y="4" width="192" height="192" rx="24" fill="#1b1b1b" />
      <g transform="rotate(45 100 100)">
        <rect x="92" y="40" width="16" height="110" rx="4" fill="var(--color-primary)" />
        <path
          d="M80 34a20 20 0 0 0 40 0h-10v12h-20V34z"
          fill="var(--color-primary)"
          stroke="var(--color-primary)"
          strokeWidth="4"
        />
      </g>
      <g transform="rotate(-45 100 100)">
        <rect x="94" y="70" width="12" height="90" rx="3" fill="#e8e8e8" />
        <rect x="86" y="40" width="28" height="36" rx="6" fill="#e8e8e8" />
        <rect x="92" y="152" width="16" height="14" rx="2" fill="#9a9a9a" />
      </g>
    </svg>
  );
}
