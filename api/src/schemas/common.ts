import { z } from 'zod';

/** The body of every 4xx/5xx answer of the API. */
export const ApiErrorSchema = z.object({
  code: z.string().describe('Machine code, e.g. MARKET_REQUIRED, NOT_FOUND, VALIDATION_FAILED'),
  message: z.string().describe('Human-readable explanation'),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const LinkSchema = z.object({ title: z.string(), url: z.string() });
export type Link = z.infer<typeof LinkSchema>;

export const NavItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  highlight: z.boolean(),
});
export type NavItem = z.infer<typeof NavItemSchema>;

export const SeoSchema = z.object({
  page_title: z.string(),
  meta_keywords: z.string().nullable(),
  meta_description: z.string().nullable(),
  h1: z.string().nullable(),
  noindex: z.boolean(),
});
export type Seo = z.infer<typeof SeoSchema>;

export { EMAIL_FORMAT_MESSAGE } from '../rules/email.ts';
export { PHONE_FORMAT_MESSAGE } from '../rules/phone.ts';
