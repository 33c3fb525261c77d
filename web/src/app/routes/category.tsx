import { graphql } from '../../__generated__/gql.ts';
import type { CategoryRouteQuery as CategoryRouteData } from '../../__generated__/graphql.ts';
import { breadcrumbJsonLd, categoryTrail } from '../../features/catalog/breadcrumbs.ts';
import { CategoryHeader } from '../../features/catalog/CategoryHeader.tsx';
import styles from '../../features/catalog/CatalogPage.module.scss';
import { scopedPageRoute } from './scoped-page.tsx';

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
        ...SeoHead @unmask
      }
      ...CategoryHeader_category
    }
  }
`);

type Category = NonNullable<CategoryRouteData['category']>;

const crumbsOf = (category: Category) => categoryTrail(category.breadcrumbs, category);

/** The category and its listing load side by side; an unknown slug answers 404. */
export const { loader, Component, warm } = scopedPageRoute(
  CategoryRouteQuery,
  (data) => data.category,
  {
    listing: 'CATEGORY',
    className: styles.page,
    filtersHint: true,
    jsonLd: (category, canonical) =>
      breadcrumbJsonLd(new URL(canonical).origin, crumbsOf(category)),
    header: (category) => <CategoryHeader category={category} crumbs={crumbsOf(category)} />,
  },
);
