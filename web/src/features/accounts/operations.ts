import { graphql } from '../../__generated__/gql.ts';

/** What a switch of account or customer answers: the new selection, or why it was refused. */
export const ContextSwitchFragment = graphql(`
  fragment ContextSwitch on SelectContextPayload {
    selection {
      currentAccountId
      currentCustomerId
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

export const SelectAccountMutation = graphql(`
  mutation SelectAccount($accountId: ID!) {
    selectAccount(input: { accountId: $accountId }) {
      ...ContextSwitch @unmask
    }
  }
`);

export const SelectCustomerMutation = graphql(`
  mutation SelectCustomer($customerId: ID!) {
    selectCustomer(input: { customerId: $customerId }) {
      ...ContextSwitch @unmask
    }
  }
`);
