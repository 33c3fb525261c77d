import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import {
  acceptInvitation,
  createCompany,
  createInvitation,
  resendInvitation,
  revokeInvitation,
  selectAccount,
  selectCustomer,
  updateAccountUserRole,
} from '../../upstream/cabinet.ts';
import type { SelectionDto } from '../../upstream/cabinet.ts';
import {
  accountRoleDto,
  companyTypeDto,
  mapAccountUser,
  mapCompany,
  mapPendingInvitation,
} from './mappers.ts';
import { cabinetUserErrors } from './user-errors.ts';

const selection = (dto: SelectionDto) => ({
  selection: {
    currentAccountId: dto.current_account_id,
    currentCustomerId: dto.current_customer_id,
  },
  userErrors: [],
});

export const cabinetMutations: MutationResolvers = {
  selectAccount: async (_parent, { input: { accountId } }, { api }) => {
    try {
      return selection(await selectAccount(api, accountId));
    } catch (error) {
      return { selection: null, userErrors: cabinetUserErrors(error) };
    }
  },

  selectCustomer: async (_parent, { input: { customerId } }, { api }) => {
    try {
      return selection(await selectCustomer(api, customerId));
    } catch (error) {
      return { selection: null, userErrors: cabinetUserErrors(error) };
    }
  },

  updateUserRole: async (_parent, { input }, { api }) => {
    try {
      const user = await updateAccountUserRole(api, input.userId, accountRoleDto(input.role));
      // The owner's role cannot change, so a changed member is never the owner.
      return { user: mapAccountUser(user, ''), userErrors: [] };
    } catch (error) {
      return { user: null, userErrors: cabinetUserErrors(error) };
    }
  },

  inviteUser: async (_parent, { input: { email } }, { api }) => {
    try {
      const invitation = await createInvitation(api, email.trim());
      return {
        invitation: {
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          expiresAt: invitation.expire_time,
        },
        userErrors: [],
      };
    } catch (error) {
      return { invitation: null, userErrors: cabinetUserErrors(error) };
    }
  },

  resendInvitation: async (_parent, { input: { invitationId } }, { api }) => {
    try {
      const invitation = await resendInvitation(api, invitationId);
      return { invitation: mapPendingInvitation(invitation), userErrors: [] };
    } catch (error) {
      return { invitation: null, userErrors: cabinetUserErrors(error) };
    }
  },

  revokeInvitation: async (_parent, { input: { invitationId } }, { api }) => {
    try {
      await revokeInvitation(api, invitationId);
      return { revokedInvitationId: invitationId, userErrors: [] };
    } catch (error) {
      return { revokedInvitationId: null, userErrors: cabinetUserErrors(error) };
    }
  },

  acceptInvitation: async (_parent, { input: { token } }, { api }) => {
    try {
      const accepted = await acceptInvitation(api, token.trim());
      return {
        accepted: {
          accountId: accepted.account_id,
          accountTitle: accepted.account_title,
          role: accepted.role,
        },
        userErrors: [],
      };
    } catch (error) {
      // Signed in with another e-mail than the invited one: the user can fix that, so it is data.
      return {
        accepted: null,
        userErrors: cabinetUserErrors(error, ['INVITATION_EMAIL_MISMATCH']),
      };
    }
  },

  createCompany: async (_parent, { input }, { api }) => {
    try {
      const type = companyTypeDto(input.type);
      const company = await createCompany(api, {
        type,
        inn: input.inn.trim(),
        kpp: type === 'legal' ? (input.kpp?.trim() ?? null) : null,
      });
      return { company: mapCompany(company), userErrors: [] };
    } catch (error) {
      return { company: null, userErrors: cabinetUserErrors(error) };
    }
  },
};
