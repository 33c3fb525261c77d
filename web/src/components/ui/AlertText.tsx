import type { ReactNode } from 'react';

/**
 * A failure told where it happened, announced to screen readers as it appears; nothing while there
 * is none. The look (`className`) belongs to the place that shows it.
 */
export function AlertText({ className, children }: { className?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') {
    return null;
  }
  return (
    <p className={className} role="alert">
      {children}
    </p>
  );
}
