import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { UpstreamError } from '../../errors.ts';
import {
  findRegistryCompany,
  listAccounts,
  listAccountUsers,
  listCompanies,
  listCostCenters,
  listPendingInvitations,
} from '../../upstream/cabinet.ts';
import {
  companyTypeDto,
  mapAccount,
  mapAccountUser,
  mapCompany,
  mapPendingInvitation,
  mapRegistryCompany,
} from './mappers.ts';

const paging = (page: { total_size: number; page_size: number; page_number: number }) => ({
  totalSize: page.total_size,
  pageSize: page.page_size,
  pageNumber: page.page_number,
});

/** Cabinet reads; a missing permission reaches the client as FORBIDDEN. */
export const cabinetQueries: QueryResolvers = {
  accounts: async (_parent, args, { api }) => {
    const page = await listAccounts(api, args);
    return { accounts: page.accounts.map(mapAccount), ...paging(page) };
  },

  accountUsers: async (_parent, args, { api }) => {
    const page = await listAccountUsers(api, args);
    return {
      ownerUserId: page.owner_user_id,
      users: page.users.map((user) => mapAccountUser(user, page.owner_user_id)),
      ...paging(page),
    };
  },

  pendingInvitations: async (_parent, _args, { api }) =>
    (await listPendingInvitations(api)).invitations.map(mapPendingInvitation),

  costCenters: async (_parent, _args, { api }) => (await listCostCenters(api)).cost_centers,

  companies: async (_parent, args, { api }) => {
    const page = await listCompanies(api, args);
    return { companies: page.companies.map(mapCompany), ...paging(page) };
  },

  /** The spec's lookup: any 404 of the register means «not found», so null. */
  findCompany: async (_parent, { type, inn, kpp }, { api }) => {
    try {
      const company = await findRegistryCompany(api, {
        type: companyTypeDto(type),
        tin: inn.trim(),
        kpp: kpp?.trim() || undefined,
      });
      return mapRegistryCompany(company);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  },
};
