import { z } from 'zod';
import { CurrencySchema } from './settings.ts';

export { isValidPersonName, NAME_FORMAT_MESSAGE } from '../rules/person-name.ts';

const PersonNameSchema = z
  .string()
  .max(100)
  .transform((value) => value.trim());

export const UpdateProfileRequestSchema = z.object({
  last_name: PersonNameSchema.optional(),
  first_name: PersonNameSchema.optional(),
  middle_name: PersonNameSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const LimitSchema = z
  .object({
    amount: z.number(),
    currency_code: z.string(),
  })
  .nullable()
  .describe('Purchase or credit limit, null when the user has none');
export type Limit = z.infer<typeof LimitSchema>;

export const ProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  limit: LimitSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

export interface ContextCategory {
  title: string;
  slug: string;
  image_id: string | null;
  categories: ContextCategory[];
}

export const ContextCategorySchema: z.ZodType<ContextCategory> = z.object({
  title: z.string(),
  slug: z.string(),
  image_id: z.string().nullable(),
  get categories() {
    return z.array(ContextCategorySchema);
  },
});

const TitledSchema = z.object({ id: z.string(), title: z.string() });

export const UserContextSchema = z.object({
  main_account_id: z.string(),
  current_account_id: z.string(),
  current_customer_id: z.string().nullable(),
  base_currency: CurrencySchema,
  display_currencies: z.array(CurrencySchema),
  accounts: z.array(TitledSchema),
  customers: z.array(TitledSchema),
  permissions: z.array(z.string()).describe('e.g. CREATE_COMPANY, LIST_USERS'),
  limit: LimitSchema,
  categories: z.array(ContextCategorySchema),
});
export type UserContext = z.infer<typeof UserContextSchema>;
