import type {
  AcceptedInvitationSchema,
  AccountListSchema,
  AccountUser,
  AccountUserListSchema,
  Company,
  CompanyListSchema,
  CostCenterListSchema,
  InvitationSchema,
  PendingInvitationListSchema,
  PendingInvitationSchema,
  RegistryCompanySchema,
  SelectionSchema,
} from '@store/api/contract';
import type { StoreApi } from './store-api.ts';

/** The type a REST schema of the contract parses to. */
type Dto<S extends { _zod: { output: unknown } }> = S['_zod']['output'];

export type AccountListDto = Dto<typeof AccountListSchema>;
export type AccountUserListDto = Dto<typeof AccountUserListSchema>;
export type AccountUserDto = AccountUser;
export type CompanyDto = Company;
export type CompanyListDto = Dto<typeof CompanyListSchema>;
export type CostCenterListDto = Dto<typeof CostCenterListSchema>;
export type InvitationDto = Dto<typeof InvitationSchema>;
export type PendingInvitationDto = Dto<typeof PendingInvitationSchema>;
export type PendingInvitationListDto = Dto<typeof PendingInvitationListSchema>;
export type AcceptedInvitationDto = Dto<typeof AcceptedInvitationSchema>;
export type RegistryCompanyDto = Dto<typeof RegistryCompanySchema>;
export type SelectionDto = Dto<typeof SelectionSchema>;
export type CompanyTypeDto = CompanyDto['type'];
export type AccountRoleDto = AccountUserDto['role'];

export interface PageArgs {
  pageSize?: number | null | undefined;
  pageNumber?: number | null | undefined;
}

const page = ({ pageSize, pageNumber }: PageArgs) => ({
  page_size: pageSize ?? undefined,
  page_number: pageNumber ?? undefined,
});

export function listAccounts(api: StoreApi, args: PageArgs): Promise<AccountListDto> {
  return api.get<AccountListDto>('/v1/users/me/account', page(args));
}

/** 404 ACCOUNT_NOT_FOUND for an account the user does not belong to. */
export function selectAccount(api: StoreApi, accountId: string): Promise<SelectionDto> {
  return api.post<SelectionDto>('/v1/users/me:select_account', { account_id: accountId });
}

/** 404 CUSTOMER_NOT_FOUND for a customer outside the current account. */
export function selectCustomer(api: StoreApi, customerId: string): Promise<SelectionDto> {
  return api.post<SelectionDto>('/v1/users/me:select_customer', { customer_id: customerId });
}

/** 403 PERMISSION_DENIED without LIST_USERS. */
export function listAccountUsers(api: StoreApi, args: PageArgs): Promise<AccountUserListDto> {
  return api.get<AccountUserListDto>('/v1/users/me/users', page(args));
}

/** 409 OWNER_ROLE_FIXED for the owner, 404 USER_NOT_FOUND, 403 without MANAGE_USERS. */
export function updateAccountUserRole(
  api: StoreApi,
  userId: string,
  role: AccountRoleDto,
): Promise<AccountUserDto> {
  return api.patch<AccountUserDto>(`/v1/users/me/users/${encodeURIComponent(userId)}`, { role });
}

/** 400 INVALID_EMAIL, 409 ALREADY_MEMBER, 429 TOO_MANY_INVITATIONS, 403 without INVITE_USERS. */
export function createInvitation(api: StoreApi, email: string): Promise<InvitationDto> {
  return api.post<InvitationDto>('/v1/users/me/invitations', { email });
}

/** 403 without INVITE_USERS. */
export function listPendingInvitations(api: StoreApi): Promise<PendingInvitationListDto> {
  return api.get<PendingInvitationListDto>('/v1/users/me/invitations');
}

/** 404 INVITATION_NOT_FOUND, 429 TOO_MANY_INVITATIONS, 403 without INVITE_USERS. */
export function resendInvitation(api: StoreApi, id: string): Promise<PendingInvitationDto> {
  return api.post<PendingInvitationDto>(
    `/v1/users/me/invitations/${encodeURIComponent(id)}:resend`,
    {},
  );
}

/** 404 INVITATION_NOT_FOUND, 403 without INVITE_USERS. */
export function revokeInvitation(api: StoreApi, id: string): Promise<void> {
  return api.delete(`/v1/users/me/invitations/${encodeURIComponent(id)}`);
}

/** 404 INVITATION_NOT_FOUND, 403 INVITATION_EMAIL_MISMATCH. */
export function acceptInvitation(api: StoreApi, token: string): Promise<AcceptedInvitationDto> {
  return api.post<AcceptedInvitationDto>('/v1/users/me/invitations:accept', { token });
}

export async function listCostCenters(api: StoreApi): Promise<CostCenterListDto> {
  return api.get<CostCenterListDto>('/v1/users/me/cost_centers');
}

export function listCompanies(api: StoreApi, args: PageArgs): Promise<CompanyListDto> {
  return api.get<CompanyListDto>('/v1/users/me/companies', page(args));
}

/** 400 INVALID_INN/INVALID_KPP, 404 COMPANY_NOT_FOUND, 409 COMPANY_ALREADY_ADDED. */
export function createCompany(
  api: StoreApi,
  body: { type: CompanyTypeDto; inn: string; kpp: string | null },
): Promise<CompanyDto> {
  return api.post<CompanyDto>('/v1/users/me/companies', body);
}

/** The register's card; 404 (an UpstreamError) when the tax ids are unknown. */
export function findRegistryCompany(
  api: StoreApi,
  query: { type: CompanyTypeDto; tin: string; kpp?: string | undefined },
): Promise<RegistryCompanyDto> {
  return api.get<RegistryCompanyDto>('/v0/customers/actions/find', query);
}
