import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { PARAM } from './listing-params.ts';

/** Set as a link's state when it changes the listing's scope (a category link inside the screen). */
export const SCROLL_TO_LISTING = { scrollToListing: true } as const;

function wantsListing(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'scrollToListing' in state;
}

/**
 * Spec section 2: on listing pages a change of slug, brand or page brings the top of the listing
 * into view (when the visitor has scrolled past it). Filter and order changes keep the position;
 * going back and forth restores the saved one.
 */
export function useListingScroll(target: RefObject<HTMLElement | null>, scopeKey: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const params = new URLSearchParams(location.search);
  const key = [scopeKey, params.getAll(PARAM.brand).join(','), params.get(PARAM.page)].join('|');
  const previous = useRef(key);

  useEffect(() => {
    const changed = previous.current !== key;
    previous.current = key;
    if (navigationType === 'POP' || !(changed || wantsListing(location.state))) return;
    const element = target.current;
    if (element && element.getBoundingClientRect().top < 0) {
      element.scrollIntoView({ block: 'start' });
    }
    // Runs once per navigation: the key and the state belong to that location.
  }, [location.key]);
}
