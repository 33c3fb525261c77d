import { useLocation, useNavigate } from 'react-router';
import { changeParams, resetFilters, type ParamChange } from './listing-links.ts';

/** Addresses of the current listing after a change, and navigation that keeps the scroll. */
export function useListingLinks() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const hrefFor = (change: ParamChange) => `${location.pathname}${changeParams(params, change)}`;
  return {
    params,
    hrefFor,
    resetHref: `${location.pathname}${resetFilters(params)}`,
    apply: (change: ParamChange) => {
      void navigate(hrefFor(change), { preventScrollReset: true });
    },
  };
}
