import { graphql } from '../../__generated__/gql.ts';

/** The one selection of a sum of money; every document spreads it unmasked. */
export const MoneyFieldsFragment = graphql(`
  fragment MoneyFields on Money {
    amount
    currencyCode
  }
`);
