import { graphql } from '../../__generated__/gql.ts';

/** What the search box shows for a text; the seller limits it on a seller's pages. */
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($text: String!, $seller: String) {
    searchSuggestions(text: $text, seller: $seller) {
      products {
        id
        slug
        title
        ...SuggestedProduct_product
      }
      recommendedProducts {
        id
        slug
        title
        ...SuggestedProduct_product
      }
      promotionalProducts {
        id
        slug
        title
        ...SuggestedProduct_product
      }
      brands {
        id
        slug
        title
      }
      categories {
        id
        slug
        title
      }
      popularQueries
      suggestedQueries
    }
  }
`);
