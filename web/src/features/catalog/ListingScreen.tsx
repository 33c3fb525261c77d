import { useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { getFragmentData } from '../../__generated__/fragment-masking.ts';
import { AwaitDeferred } from '../../lib/apollo/deferred.tsx';
import { activeFilters } from './active-filters.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { ListingFacetsFragment } from './facets.ts';
import { FiltersSheet } from './FiltersSheet.tsx';
import { ListingFilters } from './ListingFilters.tsx';
import { listingInput, parseListingState, type ListingScopeValue } from './listing-params.ts';
import { ListingProducts } from './ListingProducts.tsx';
import { ListingSkeleton } from './ListingSkeleton.tsx';
import { rememberScriptsRun } from './listing-stream.ts';
import { ListingScreenQuery } from './load-listing.ts';
import { pageCount } from '../../components/ui/page-items.ts';
import { Pagination } from './Pagination.tsx';
import { listingTotal, productCount } from './plural.ts';
import { SortControl } from './SortControl.tsx';
import { usePendingParams } from './useListingLinks.ts';
import { useListingScroll } from './useListingScroll.ts';
import type { ViewMode } from './view-mode.ts';
import { ViewModeSwitch } from './ViewModeSwitch.tsx';
import { FILTERS_TITLE } from './texts.ts';
import styles from './ListingScreen.module.scss';
import toolbar from './ListingToolbar.module.scss';

/**
 * The listing screen of catalogue, category, search, promotion and seller pages: filters, chips,
 * order, view mode, products and pages, all kept in the address. The route's loader has loaded the
 * listing with `loadListing` for the same scope, so this renders from the cache; where the server
 * streams the page, the listing follows its header and a skeleton of its size holds its place.
 */
export function ListingScreen(props: ListingScreenProps) {
  return (
    <Suspense fallback={<ListingSkeleton viewMode={props.viewMode} />}>
      <AwaitDeferred>
        <ListingView {...props} />
      </AwaitDeferred>
    </Suspense>
  );
}

interface ListingScreenProps {
  scope: ListingScopeValue | null;
  viewMode: ViewMode;
  /** False where a category filter makes no sense for the scope. */
  showCategoryFilter?: boolean;
  /**
   * Wraps the filters panel's title (and the «Фильтры» button that replaces the panel under
   * 1024 px), for the app to attach the onboarding hint to what is on screen.
   */
  filtersHint?: (title: ReactNode) => ReactNode;
}

function ListingView({
  scope,
  viewMode,
  showCategoryFilter = true,
  filtersHint = (title) => title,
}: ListingScreenProps) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const state = parseListingState(params);
  // Controls show what the visitor chose while the listing for it loads.
  const pendingParams = usePendingParams();
  const pendingState = parseListingState(pendingParams);
  const navigation = useNavigation();
  const loading =
    navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  const { data, previousData, error } = useQuery(ListingScreenQuery, {
    variables: { input: listingInput(scope, state) },
  });
  const top = useRef<HTMLDivElement>(null);
  useListingScroll(top, scope ? `${scope.kind}:${scope.slug}` : '');
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(rememberScriptsRun, []);

  if (error) throw error;
  const listing = (data ?? previousData)?.listing;
  if (!listing) return null;
  const facets = getFragmentData(ListingFacetsFragment, listing.facets);
  const chips = activeFilters(pendingState, facets, pendingParams);
  const total = listingTotal(listing.totalSize, listing.isAccurate);
  const filters = (
    <ListingFilters
      facets={facets}
      state={pendingState}
      showCategories={showCategoryFilter}
      showVirtualCategories={scope?.kind !== 'PROMO'}
    />
  );

  return (
    <div className={styles.screen} ref={top} id="listing">
      <aside className={styles.aside} aria-labelledby="listing-filters-title">
        {filtersHint(
          <h2 id="listing-filters-title" className={styles.asideTitle}>
            {FILTERS_TITLE}
          </h2>,
        )}
        {filters}
      </aside>
      <section className={styles.main} aria-label="Товары" aria-busy={loading}>
        <div className={toolbar.toolbar}>
          <p className={toolbar.total} role="status">
            {total}
          </p>
          <div className={toolbar.filtersSlot}>
            {filtersHint(
              <button
                type="button"
                className={toolbar.filtersButton}
                aria-haspopup="dialog"
                onClick={() => setSheetOpen(true)}
              >
                {FILTERS_TITLE}
                {chips.length > 0 && <span className={toolbar.badge}>{chips.length}</span>}
              </button>,
            )}
          </div>
          <SortControl sort={pendingState.sort} />
          <ViewModeSwitch viewMode={viewMode} />
        </div>
        <ActiveFilters filters={chips} />
        <ListingProducts products={listing.products} viewMode={viewMode} />
        <Pagination page={listing.page} total={pageCount(listing.totalSize, listing.pageSize)} />
      </section>
      <FiltersSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        footer={`Показать ${productCount(listing.totalSize)}`}
      >
        {filters}
      </FiltersSheet>
    </div>
  );
}
