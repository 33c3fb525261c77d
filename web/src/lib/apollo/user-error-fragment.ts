import { graphql } from '../../__generated__/gql.ts';

/**
 * The one selection of a mutation's refusals; every payload spreads it unmasked
 * (`userErrors { ...UserErrorFields @unmask }`), so forms read `field`, `message` and `code`.
 */
export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    field
    message
    code
  }
`);
