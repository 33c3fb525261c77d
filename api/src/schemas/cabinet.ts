import { z } from 'zod';

/** Paging of cabinet lists: pages count from 1. */
export const PageQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

const paged = {
  total_size: z.number().int(),
  page_size: z.number().int(),
  page_number: z.number().int(),
};

export const AccountRoleSchema = z.enum(['OWNER', 'GUEST']).describe('Shown as Владелец / Гость');
export const CompanyTypeSchema = z.enum(['legal', 'individual']);

export const SelectAccountRequestSchema = z.object({ account_id: z.string().min(1).max(64) });
export const SelectCustomerRequestSchema = z.object({ customer_id: z.string().min(1).max(64) });
export const SelectionSchema = z.object({
  current_account_id: z.string(),
  current_customer_id: z.string().nullable(),
});

export const AccountSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  owner_user_id: z.string(),
  role: AccountRoleSchema.describe('The signed-in user’s role in this account'),
  main: z.boolean().describe('The user’s own account, labelled «Мой аккаунт»'),
  current: z.boolean(),
  account_join_time: z.string(),
  users_count: z.number().int(),
  customers_count: z.number().int(),
});
export const AccountListSchema = z.object({ accounts: z.array(AccountSummarySchema), ...paged });

export const AccountUserSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  role: AccountRoleSchema,
  state: z.enum(['ACTIVE']),
  account_join_time: z.string(),
  last_activity_time: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;
export const AccountUserListSchema = z.object({
  owner_user_id: z.string(),
  users: z.array(AccountUserSchema),
  ...paged,
});
export const UpdateAccountUserRequestSchema = z.object({ role: AccountRoleSchema });

export const CreateInvitationRequestSchema = z.object({ email: z.string().max(254) });
export const InvitationSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  email: z.string(),
  role: AccountRoleSchema,
  expire_time: z.string(),
});
export const PendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: AccountRoleSchema,
  state: z.enum(['PENDING', 'EXPIRED']),
  create_time: z.string(),
  send_time: z.string(),
  expire_time: z.string(),
});
export const PendingInvitationListSchema = z.object({
  invitations: z.array(PendingInvitationSchema),
});
export const InvitationParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const AcceptInvitationRequestSchema = z.object({ token: z.string().min(1).max(128) });
export const AcceptedInvitationSchema = z.object({
  account_id: z.string(),
  account_title: z.string(),
  role: AccountRoleSchema,
});

export const CostCenterSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
});
export const CostCenterListSchema = z.object({ cost_centers: z.array(CostCenterSchema) });

export const CompanyLimitSchema = z
  .object({
    type: z.enum(['PURCHASE', 'CREDIT']),
    amount: z.number(),
    currency_code: z.string(),
  })
  .nullable()
  .describe('Purchase or credit limit agreed with the company, null when none');

export const PriceTypeSchema = z.object({
  code: z.string(),
  title: z.string(),
  discount_percent: z.number(),
  delivery_days_offset: z.number().int(),
});

export const RegistryCompanySchema = z.object({
  type: CompanyTypeSchema,
  title: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string(),
  address: z.string(),
});

export const CompanySchema = z.object({
  id: z.string(),
  ...RegistryCompanySchema.shape,
  price_type: PriceTypeSchema,
  limit: CompanyLimitSchema,
  current: z.boolean().describe('The customer the user buys for now'),
});
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListSchema = z.object({ companies: z.array(CompanySchema), ...paged });
export const CreateCompanyRequestSchema = z.object({
  type: CompanyTypeSchema.optional().describe('Defaults to the type the tax id length implies'),
  inn: z.string().max(32),
  kpp: z.string().max(32).optional().nullable(),
});

export const FindCustomerQuerySchema = z.object({
  type: CompanyTypeSchema,
  tin: z.string().max(32),
  kpp: z.string().max(32).optional(),
});
