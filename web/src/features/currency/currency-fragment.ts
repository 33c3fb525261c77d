import { graphql } from '../../__generated__/gql.ts';

/**
 * The currencies and the visitor's choice: the store frame loads them with its query, so the
 * currency widget and every converted price read them from the cache.
 */
export const CurrencyWidgetQueryFragment = graphql(`
  fragment CurrencyWidget_query on Query {
    market {
      id
      settings {
        currencies {
          base {
            code
            title
            symbol
            rate
          }
          display {
            code
            title
            symbol
            rate
          }
        }
      }
    }
    selectedCurrencyCode
  }
`);
