import { graphql } from '../../__generated__/gql.ts';

/** What every page's head takes from its SEO data (see `seoHead`); spread it unmasked. */
export const SeoHeadFragment = graphql(`
  fragment SeoHead on Seo {
    pageTitle
    metaDescription
    metaKeywords
    noindex
  }
`);
