import { graphql } from '../../__generated__/gql.ts';

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CreateCompanyInput!) {
    createCompany(input: $input) {
      company {
        id
        title
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const InviteUserMutation = graphql(`
  mutation InviteUser($email: String!) {
    inviteUser(input: { email: $email }) {
      invitation {
        id
        email
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const UpdateUserRoleMutation = graphql(`
  mutation UpdateUserRole($input: UpdateUserRoleInput!) {
    updateUserRole(input: $input) {
      user {
        id
        role
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(input: { token: $token }) {
      accepted {
        accountId
        accountTitle
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
