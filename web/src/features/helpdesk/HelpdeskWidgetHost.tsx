import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CaptchaSlot } from './captcha-slot.ts';

// The widget's code is a chunk of its own, fetched the first time it is wanted.
const HelpdeskWidget = lazy(() => import('./HelpdeskWidget.tsx'));

/** What makes the widget wanted: the footer, and on the product page its detail controls. */
const WATCHED = 'footer, [data-helpdesk-watch]';

/**
 * The help-desk widget (spec section 2, Layout): nothing of it loads until the footer — or the
 * detail controls of the product page — scrolls into view; from then on it stays.
 */
export function HelpdeskWidgetHost({ captcha }: { captcha: CaptchaSlot }) {
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (wanted) return;
    if (!('IntersectionObserver' in window)) return setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    for (const target of document.querySelectorAll(WATCHED)) observer.observe(target);
    return () => observer.disconnect();
  }, [wanted, pathname]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HelpdeskWidget captcha={captcha} />
    </Suspense>
  );
}
