import { graphql } from '../../__generated__/gql.ts';

export const SelectAccountMutation = graphql(`
  mutation SelectAccount($accountId: ID!) {
    selectAccount(input: { accountId: $accountId }) {
      selection {
        currentAccountId
        currentCustomerId
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const SelectCustomerMutation = graphql(`
  mutation SelectCustomer($customerId: ID!) {
    selectCustomer(input: { customerId: $customerId }) {
      selection {
        currentAccountId
        currentCustomerId
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
