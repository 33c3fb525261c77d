import type {
  AccountRole,
  AccountSummary,
  AccountUser,
  Company,
  CompanyType,
  PendingInvitation,
  RegistryCompany,
} from '../../__generated__/resolvers-types.ts';
import type {
  AccountListDto,
  AccountRoleDto,
  AccountUserDto,
  CompanyDto,
  CompanyTypeDto,
  PendingInvitationDto,
  RegistryCompanyDto,
} from '../../upstream/cabinet.ts';

export const companyType = (type: CompanyTypeDto): CompanyType =>
  type === 'legal' ? 'LEGAL' : 'INDIVIDUAL';

export const companyTypeDto = (type: CompanyType): CompanyTypeDto =>
  type === 'LEGAL' ? 'legal' : 'individual';

export const accountRoleDto = (role: AccountRole): AccountRoleDto => role;

export function mapAccount(account: AccountListDto['accounts'][number]): AccountSummary {
  return {
    id: account.id,
    title: account.title,
    ownerUserId: account.owner_user_id,
    role: account.role,
    main: account.main,
    current: account.current,
    joinedAt: account.account_join_time,
    usersCount: account.users_count,
    customersCount: account.customers_count,
  };
}

/** A pending invitation as the users page lists it. */
export function mapPendingInvitation(dto: PendingInvitationDto): PendingInvitation {
  return {
    id: dto.id,
    email: dto.email,
    role: dto.role,
    state: dto.state,
    sentAt: dto.send_time,
    expiresAt: dto.expire_time,
  };
}

/** A member; `ownerUserId` marks the owner, whose role the cabinet shows as Владелец. */
export function mapAccountUser(user: AccountUserDto, ownerUserId: string | null): AccountUser {
  return {
    id: user.id,
    displayName: user.display_name,
    role: user.role,
    isOwner: ownerUserId === null ? user.role === 'OWNER' : user.id === ownerUserId,
    state: user.state,
    joinedAt: user.account_join_time,
    lastActivityAt: user.last_activity_time,
    email: user.email,
    phone: user.phone,
  };
}

export function mapRegistryCompany(
  company: RegistryCompanyDto,
): Omit<RegistryCompany, '__typename'> {
  return {
    type: companyType(company.type),
    title: company.title,
    inn: company.inn,
    kpp: company.kpp,
    ogrn: company.ogrn,
    address: company.address,
  };
}

export function mapCompany(company: CompanyDto): Company {
  return {
    ...mapRegistryCompany(company),
    id: company.id,
    priceType: {
      code: company.price_type.code,
      title: company.price_type.title,
      discountPercent: company.price_type.discount_percent,
      deliveryDaysOffset: company.price_type.delivery_days_offset,
    },
    limit: company.limit && {
      type: company.limit.type,
      amount: company.limit.amount,
      currencyCode: company.limit.currency_code,
    },
    current: company.current,
  };
}
