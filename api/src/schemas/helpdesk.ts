import { z } from 'zod';
import { SeoSchema } from './common.ts';

/** Limits of the documents a legal-entity order carries, said to the buyer before uploading. */
export const DOCUMENT_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 5,
  /** Recognised by the first bytes of the file, never by its name. */
  types: ['PDF', 'JPEG', 'PNG', 'DOCX', 'XLSX'],
} as const;
export type DocumentKind = (typeof DOCUMENT_LIMITS.types)[number];

export const DocumentLimitsSchema = z.object({
  max_file_bytes: z.number().int().describe('Largest file, bytes'),
  max_files: z.number().int().describe('Most documents one order carries'),
  types: z.array(z.enum(DOCUMENT_LIMITS.types)).describe('Types taken, by their first bytes'),
});
export type DocumentLimits = z.infer<typeof DocumentLimitsSchema>;

const Captcha = z
  .string()
  .max(20_000)
  .optional()
  .describe('Solved ALTCHA payload (GET /v1/auth/captcha); required from visitors not signed in');

const Name = z.string().max(100).describe('Contact person; the name rule of spec section 5');
const Phone = z
  .string()
  .max(40)
  .describe('Phone in any usual notation, 11–15 digits with the code');
const Email = z.string().max(320).describe('E-mail address');

export const FeedbackRequestSchema = z.object({
  feedback: z.object({
    name: Name,
    email: Email,
    phone: Phone.optional(),
    message: z.string().trim().min(1).max(2000).describe('What the visitor wants to say'),
  }),
  captcha: Captcha,
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

export const CallbackRequestSchema = z.object({
  callback: z.object({
    name: Name,
    phone: Phone,
    comment: z.string().trim().max(1000).optional().describe('What to talk about, when to call'),
  }),
  captcha: Captcha,
});
export type CallbackRequest = z.infer<typeof CallbackRequestSchema>;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const RentRequestSchema = z.object({
  product_id: z.number().int().positive().describe('The product to rent'),
  date_from: IsoDate.describe('First day of the rent (YYYY-MM-DD, today or later)'),
  date_to: IsoDate.describe('Last day of the rent (YYYY-MM-DD, at most a year after the first)'),
  name: Name,
  phone: Phone,
  email: Email.optional(),
  comment: z.string().trim().max(1000).optional().describe('Site address, purpose, wishes'),
  captcha: Captcha,
});
export type RentRequest = z.infer<typeof RentRequestSchema>;

export const RfpRequestSchema = z.object({
  product_id: z
    .number()
    .int()
    .positive()
    .describe('The product a commercial proposal is asked for'),
});
export type RfpRequest = z.infer<typeof RfpRequestSchema>;

export const HelpdeskReceiptSchema = z.object({
  id: z.string().describe('Number of the request, to quote to the sales team'),
});
export type HelpdeskReceipt = z.infer<typeof HelpdeskReceiptSchema>;

export const HelpdeskDocumentSchema = z.object({
  id: z.string().describe('Id to name the document in a legal-entity order (document_ids)'),
  file_name: z.string(),
  content_type: z.string().describe('The type found in the first bytes, not the name'),
  size: z.number().int().describe('Bytes'),
});
export type HelpdeskDocument = z.infer<typeof HelpdeskDocumentSchema>;

export const RentTermsSchema = z.object({
  product_id: z.number().int(),
  rent_allowed: z.boolean().describe('Whether the product may be rented (a rent request)'),
});
export type RentTerms = z.infer<typeof RentTermsSchema>;

export const CompanyOfficeSchema = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  hours: z.string().describe('Opening hours as shown'),
});
export type CompanyOffice = z.infer<typeof CompanyOfficeSchema>;

export const CompanyPageSchema = z.object({
  seo: SeoSchema,
  title: z.string(),
  about: z.array(z.string()).describe('Paragraphs about the company'),
  requisites: z.array(z.object({ title: z.string(), value: z.string() })),
  contacts: z.object({
    phone: z.string(),
    email: z.string(),
    sales_email: z.string(),
    address: z.string().describe('Legal address'),
  }),
  offices: z.array(CompanyOfficeSchema),
  feedback_allowed: z.boolean(),
  callback_allowed: z.boolean(),
});
export type CompanyPage = z.infer<typeof CompanyPageSchema>;
