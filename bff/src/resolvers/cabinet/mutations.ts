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
import { cabinetPayload } from './user-errors.ts';

const selection = (dto: SelectionDto) => ({
  currentAccountId: dto.current_account_id,
  currentCustomerId: dto.current_customer_id,
});

export const cabinetMutations: MutationResolvers = {
  selectAccount: (_parent, { input: { accountId } }, { api }) =>
    cabinetPayload('selection', async () => selection(await selectAccount(api, accountId))),

  selectCustomer: (_parent, { input: { customerId } }, { api }) =>
    cabinetPayload('selection', async () => selection(await selectCustomer(api, customerId))),

  createCompany: (_parent, { input }, { api }) =>
    cabinetPayload('company', async () => {
      const type = companyTypeDto(input.type);
      const company = await createCompany(api, {
        type,
        inn: input.inn.trim(),
        kpp: type === 'legal' ? (input.kpp?.trim() ?? null) : null,
      });
      return mapCompany(company);
    }),

  updateUserRole: (_parent, { input }, { api }) =>
    cabinetPayload('user', async () => {
      const user = await updateAccountUserRole(api, input.userId, accountRoleDto(input.role));
      // The owner's role cannot change, so a changed member is never the owner.
      return mapAccountUser(user, '');
    }),

  inviteUser: (_parent, { input: { email } }, { api }) =>
    cabinetPayload('invitation', async () => {
      const invitation = await createInvitation(api, email.trim());
      return {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expire_time,
      };
    }),

  resendInvitation: (_parent, { input: { invitationId } }, { api }) =>
    cabinetPayload('invitation', async () =>
      mapPendingInvitation(await resendInvitation(api, invitationId)),
    ),

  revokeInvitation: (_parent, { input: { invitationId } }, { api }) =>
    cabinetPayload('revokedInvitationId', async () => {
      await revokeInvitation(api, invitationId);
      return invitationId;
    }),

  // Signed in with another e-mail than the invited one: the user can fix that, so it is data.
  acceptInvitation: (_parent, { input: { token } }, { api }) =>
    cabinetPayload(
      'accepted',
      async () => {
        const accepted = await acceptInvitation(api, token.trim());
        return {
          accountId: accepted.account_id,
          accountTitle: accepted.account_title,
          role: accepted.role,
        };
      },
      ['INVITATION_EMAIL_MISMATCH'],
    ),
};
