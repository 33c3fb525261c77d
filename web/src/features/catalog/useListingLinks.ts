import { useLocation, useNavigate, useNavigation } from 'react-router';
import { changeParams, resetFilters, type ParamChange } from './listing-links.ts';

/**
 * The listing's query parameters as the visitor last set them: while the next page of the same
 * listing loads, its address already counts, so controls show the choice at once and quick
 * successive changes add up.
 */
export function usePendingParams(): URLSearchParams {
  const location = useLocation();
  const pending = useNavigation().location;
  const search = pending?.pathname === location.pathname ? pending.search : location.search;
  return new URLSearchParams(search);
}

/** Addresses of the current listing after a change, and navigation that keeps the scroll. */
export function useListingLinks() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = usePendingParams();
  const hrefFor = (change: ParamChange) => `${location.pathname}${changeParams(params, change)}`;
  return {
    params,
    hrefFor,
    resetHref: `${location.pathname}${resetFilters(params)}`,
    apply: (change: ParamChange) => {
      // The pending address shows in the controls in the same frame (a checkbox stays ticked).
      void navigate(hrefFor(change), { preventScrollReset: true, flushSync: true });
    },
  };
}
