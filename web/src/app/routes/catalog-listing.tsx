import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../features/catalog/Breadcrumbs.tsx';
import type { Crumb } from '../../features/catalog/breadcrumbs.ts';
import {
  listingInputFromUrl,
  type ListingScopeValue,
} from '../../features/catalog/listing-params.ts';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import { ListingScreenQuery } from '../../features/catalog/load-listing.ts';
import styles from '../../features/catalog/CatalogPage.module.scss';
import type { ViewMode } from '../../features/catalog/view-mode.ts';
import { OnboardingTarget } from '../../features/onboarding/OnboardingTarget.tsx';
import { warmQuerySteps } from '../../lib/apollo/warm-query.ts';

/** The listing's filters title, marked as the onboarding tour's "filters" stop. */
export const onboardingHint = (title: ReactNode) => (
  <OnboardingTarget id="filters">{title}</OnboardingTarget>
);

/** Prepares the listing's first read for the address before hydration (see `warmQuerySteps`). */
export function warmListing(
  client: ApolloClient,
  scope: ListingScopeValue | null,
  location: { href: string },
) {
  const input = listingInputFromUrl(scope, new URL(location.href));
  return warmQuerySteps(client, ListingScreenQuery, { input });
}

/**
 * A page listing the whole catalogue (the catalogue root, search results): the trail and the
 * heading, what the page shows above the listing, then the listing itself.
 */
export function CatalogListing({
  crumbs,
  title,
  viewMode,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  viewMode: ViewMode;
  children?: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <Breadcrumbs crumbs={crumbs} />
        <h1 className={styles.title}>{title}</h1>
      </header>
      {children}
      <ListingScreen filtersHint={onboardingHint} scope={null} viewMode={viewMode} />
    </div>
  );
}
