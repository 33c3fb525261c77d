import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** True for addresses that leave the store (another site, a phone number, an e-mail). */
export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/**
 * A link that navigates inside the store without reloading, and opens other sites in a new tab.
 */
export function AppLink({
  to,
  className,
  children,
  ariaLabel,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  if (isExternalUrl(to)) {
    const newTab = /^https?:|^\/\//i.test(to);
    return (
      <a
        href={to}
        className={className}
        aria-label={ariaLabel}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
