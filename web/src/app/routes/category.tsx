import { useQuery } from '@apollo/client/react';
import { data as response, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CategoryRouteQuery as CategoryRouteData } from '../../__generated__/graphql.ts';
import {
  breadcrumbJsonLd,
  canonicalUrl,
  categoryTrail,
} from '../../features/catalog/breadcrumbs.ts';
import { CategoryHeader } from '../../features/catalog/CategoryHeader.tsx';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import { loadListing, type ListingLoaderData } from '../../features/catalog/load-listing.ts';
import styles from '../../features/catalog/CatalogPage.module.scss';
import { OnboardingTarget } from '../../features/onboarding/Onboarding.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';

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

interface CategoryLoaderData extends ListingLoaderData {
  slug: string;
  canonical: string;
}

/** An unknown slug answers 404 with the error page. */
export async function loader(args: LoaderFunctionArgs): Promise<CategoryLoaderData> {
  const slug = args.params['slug'] ?? '';
  const client = args.context.get(apolloClientContext);
  const [page, listing] = await Promise.allSettled([
    loadRouteQuery(client, CategoryRouteQuery, { slug }),
    loadListing(args, { kind: 'CATEGORY', slug }),
  ]);
  if (page.status === 'rejected') throw page.reason;
  if (!page.value.category) throw response(null, { status: 404 });
  if (listing.status === 'rejected') throw listing.reason;
  return { ...listing.value, slug, canonical: canonicalUrl(new URL(args.request.url)) };
}

export function Component() {
  const { slug } = useLoaderData<CategoryLoaderData>();
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
  const { viewMode, canonical } = useLoaderData<CategoryLoaderData>();
  const crumbs = categoryTrail(category.breadcrumbs, category);
  const { seo } = category;
  useHead({
    title: seo.pageTitle,
    description: seo.metaDescription,
    keywords: seo.metaKeywords,
    noindex: seo.noindex,
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
