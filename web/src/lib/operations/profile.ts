import { graphql } from '../../__generated__/gql.ts';

/**
 * Saves the signed-in user's names: at the end of registration and in the cabinet's profile. The
 * answer's names update the cached profile everywhere it shows.
 */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      profile {
        firstName
        lastName
        middleName
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
