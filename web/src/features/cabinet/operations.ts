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

export const PendingInvitationsQuery = graphql(`
  query PendingInvitations {
    pendingInvitations {
      id
      email
      state
      sentAt
      expiresAt
    }
  }
`);

export const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($invitationId: ID!) {
    resendInvitation(input: { invitationId: $invitationId }) {
      invitation {
        id
        state
        sentAt
        expiresAt
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export const RevokeInvitationMutation = graphql(`
  mutation RevokeInvitation($invitationId: ID!) {
    revokeInvitation(input: { invitationId: $invitationId }) {
      revokedInvitationId
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
