import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CategoryRouteQuery as CategoryRouteData } from '../../__generated__/graphql.ts';
import { breadcrumbJsonLd, categoryTrail } from '../../features/catalog/breadcrumbs.ts';
import { CategoryHeader } from '../../features/catalog/CategoryHeader.tsx';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import styles from '../../features/catalog/CatalogPage.module.scss';
import { OnboardingTarget } from '../../features/onboarding/Onboarding.tsx';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-data.ts';
import { StoreShell } from '../shell/StoreShell.tsx';
import { loadScopedListing, type ScopedListingData } from './scoped-listing.ts';

/** A category page: the store frame, the category with its trail and children, and its SEO data. */
export const CategoryRouteQuery = graphql(`
  query CategoryRoute($slug: String!) {
    ...StoreShell_query
    category(slug: $slug) {
      id
      slug
      title
      breadcrumbs {
        slug
        title
      }
      seo {
        pageTitle
        metaDescription
        metaKeywords
        noindex
      }
      ...CategoryHeader_category
    }
  }
`);

/** The category and its listing load side by side; an unknown slug answers 404. */
export function loader(args: LoaderFunctionArgs): Promise<ScopedListingData> {
  return loadScopedListing(args, 'CATEGORY', CategoryRouteQuery, (data) => !!data.category);
}

export function Component() {
  const { slug } = useLoaderData<ScopedListingData>();
  const { data, error } = useQuery(CategoryRouteQuery, { variables: { slug } });
  if (error) throw error;
  if (!data?.category) return null;
  return <CategoryPage data={data} category={data.category} />;
}

function CategoryPage({
  data,
  category,
}: {
  data: CategoryRouteData;
  category: NonNullable<CategoryRouteData['category']>;
}) {
  const { viewMode, canonical } = useLoaderData<ScopedListingData>();
  const crumbs = categoryTrail(category.breadcrumbs, category);
  const { seo } = category;
  useHead({
    ...seoHead(seo),
    canonical,
    jsonLd: breadcrumbJsonLd(new URL(canonical).origin, crumbs),
  });
  return (
    <StoreShell query={data}>
      <div className={`container ${styles.page}`}>
        <CategoryHeader category={category} crumbs={crumbs} />
        <ListingScreen
          filtersHint={(title) => <OnboardingTarget id="filters">{title}</OnboardingTarget>}
          scope={{ kind: 'CATEGORY', slug: category.slug }}
          viewMode={viewMode}
        />
      </div>
    </StoreShell>
  );
}
