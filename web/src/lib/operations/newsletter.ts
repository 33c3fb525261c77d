import { graphql } from '../../__generated__/gql.ts';

/** Subscribes an address to the market's newsletter: from the footer form or after sign-in. */
export const SubscribeMutation = graphql(`
  mutation Subscribe($input: SubscribeInput!) {
    subscribe(input: $input) {
      ok
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
