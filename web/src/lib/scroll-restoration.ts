import { useContext, useLayoutEffect } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
} from 'react-router';

/** Where the positions outlive a reload: the key React Router's own restoration uses. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** The scroll position of each history entry (by `location.key`), kept by the router. */
let positions: Record<string, number> = {};

/**
 * React Router's scroll restoration for a data router, as the store uses it (entries keyed by
 * history entry, no base name): a new page starts at the top (or at its `#hash`) unless the
 * navigation asked to keep the place (`preventScrollReset`), Back and Forward return to where the
 * entry was left, and the positions outlive a reload. The router's own hook does more (custom
 * keys, base names, framework mode), and its code would ship in every page.
 */
export function useScrollRestoration(): void {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);

  useLayoutEffect(() => {
    if (!router) return;
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as typeof positions;
    } catch {
      // No session storage (or nothing readable in it): the positions start empty.
    }
    history.scrollRestoration = 'manual';
    const leave = () => {
      const { navigation, location } = router.state;
      if (navigation.state === 'idle') positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Without session storage a reload starts at the top.
      }
      history.scrollRestoration = 'auto';
    };
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    const stop = router.enableScrollRestoration(positions, () => window.scrollY);
    return () => {
      stop();
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      history.scrollRestoration = 'auto';
    };
  }, [router]);

  const location = state?.location;
  const restore = state?.restoreScrollPosition;
  const keepPlace = state?.preventScrollReset;
  useLayoutEffect(() => {
    if (!location || restore === false) return;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    try {
      const target =
        location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    } catch {
      // A `#hash` that is no element id: the page starts at the top.
    }
    if (!keepPlace) window.scrollTo(0, 0);
  }, [location, restore, keepPlace]);
}
