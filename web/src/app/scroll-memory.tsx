import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router';

/** React Router's own key, so positions saved before this component keep working. */
const STORAGE_KEY = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    // Storage turned off or a value that is not ours: start with no positions.
    return {};
  }
}

/**
 * Scrolls to a saved position with every part of the page laid out at its real size. A part that
 * the page skips while off screen (`content-visibility: auto`: the cards of a listing) stands as
 * tall as a usual one until it is first laid out; a position restored over such stand-ins lands
 * on other content than was there when the page was left, by as much as their sizes differ, and
 * the browser's scroll anchoring then keeps it there. So the skipping is off (global.scss) for the
 * scroll and the frame after it, in which each part's real size is taken as its size when skipped.
 */
function restorePosition(top: number): () => void {
  const root = document.documentElement;
  root.dataset.restoringScroll = '';
  window.scrollTo({ top, behavior: 'instant' });
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => delete root.dataset.restoringScroll);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    delete root.dataset.restoringScroll;
  };
}

/**
 * Scroll restoration, as React Router's `<ScrollRestoration>` does it for a data router: a new
 * page opens at its top (or at the element its hash names), unless its link asked to keep the
 * scroll (`preventScrollReset`); back and forward return to where the page was left, after a
 * reload too (the positions outlive the document in `sessionStorage`). The router keeps the
 * positions and says which one a navigation restores; this applies it, at once: the page's smooth
 * scrolling is for moves within a page, not for arriving at one. React Router's component
 * also carries the script of its framework mode, which a data router never renders, and costs
 * about 0.9 KiB gzip more in every page's first load.
 */
export function ScrollMemory() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);

  useLayoutEffect(() => {
    if (!router) return;
    const positions = readPositions();
    const manual = () => (window.history.scrollRestoration = 'manual');
    // Leaving the document (a reload, another site): its position is saved for a return to it.
    const save = () => {
      if (router.state.navigation.state === 'idle') {
        positions[router.state.location.key] = window.scrollY;
      }
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or turned off: positions are kept while this document lives.
      }
      window.history.scrollRestoration = 'auto';
    };
    // A page restored from the back-forward cache is this document again.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) manual();
    };
    manual();
    window.addEventListener('pagehide', save);
    window.addEventListener('pageshow', shown);
    const stop = router.enableScrollRestoration(positions, () => window.scrollY);
    return () => {
      stop();
      window.removeEventListener('pagehide', save);
      window.removeEventListener('pageshow', shown);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  const location = state?.location;
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;
  useLayoutEffect(() => {
    if (!location || restore === false) return;
    if (typeof restore === 'number') return restorePosition(restore);
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
      if (target) {
        target.scrollIntoView({ behavior: 'instant' });
        return;
      }
    }
    if (!keep) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location, restore, keep]);

  return null;
}
