import { hydrateLater, lazyComponent } from '../lib/hydrate-later.tsx';
import { afterHeldParts } from '../lib/later-parts.ts';

const LazyRouteErrorPage = lazyComponent(
  () => import('./routes/route-error-page.tsx'),
  'RouteErrorPage',
);

/**
 * The root error boundary (see `routes/route-error-page.tsx`). Its code and query are a chunk of
 * their own, so a page that works does not carry them: a server-rendered error page keeps its HTML
 * and hydrates once the code has come.
 */
export const RouteErrorPage = hydrateLater(LazyRouteErrorPage);

/**
 * Fetches the error page's code once the page and its held parts have hydrated, so an error met
 * on a later navigation shows at once. Returns a cancel.
 */
export function prefetchErrorPage(): () => void {
  let timer = 0;
  const cancel = afterHeldParts(() => {
    timer = window.setTimeout(() => void LazyRouteErrorPage.prefetch?.(), 0);
  });
  return () => {
    cancel();
    window.clearTimeout(timer);
  };
}
