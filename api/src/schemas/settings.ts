import { z } from 'zod';

export const CurrencySchema = z.object({
  code: z.string().describe('ISO code: RUB, BYN, KZT, USD, EUR'),
  title: z.string(),
  symbol: z.string(),
  rate: z.number().describe('Units of this currency per one unit of the base currency'),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const MarketSettingsSchema = z.object({
  market: z.object({
    id: z.string(),
    name: z.string(),
    theme: z.enum(['garwin', 'sprout', 'ipr', 'licota', 'product']),
  }),
  geolocation: z.boolean(),
  contacts: z.object({
    phone: z.string(),
    email: z.string(),
    sales_email: z.string(),
    callback_allowed: z.boolean(),
    feedback_allowed: z.boolean(),
    expose_phone_to_header: z.boolean(),
  }),
  subscription: z.object({ title: z.string(), description: z.string() }).nullable(),
  social_links: z.array(z.object({ kind: z.string(), title: z.string(), url: z.string() })),
  copyright: z.string(),
  base_currency: CurrencySchema,
  display_currencies: z.array(CurrencySchema),
  config: z.object({
    auth: z.object({ available_strategies: z.array(z.enum(['EMAIL', 'SMS'])) }),
    required_for_cart: z.array(z.string()),
  }),
});
export type MarketSettings = z.infer<typeof MarketSettingsSchema>;
