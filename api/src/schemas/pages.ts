import { z } from 'zod';
import { LinkSchema, SeoSchema } from './common.ts';

export const ContentSlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80)
    .describe('The page: delivery, payment, corporate, terms…'),
});

export const ContentSectionSchema = z.object({
  heading: z.string().nullable().describe('The section heading; null for the lead section'),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()).describe('A bulleted list after the paragraphs'),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const ContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  sections: z.array(ContentSectionSchema),
  links: z.array(LinkSchema).describe('Related pages of the store'),
  updated_at: z.string().describe('When the text last changed, ISO 8601'),
  seo: SeoSchema,
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const ContentPageListSchema = z.object({
  pages: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type ContentPageList = z.infer<typeof ContentPageListSchema>;

export const BrandSummarySchema = z.object({
  id: z.string(),
  slug: z.string().describe('The catalogue filter value: /catalog?brand={slug}'),
  title: z.string(),
  image_id: z.string().nullable().describe('The logo; null when the brand has none'),
  product_count: z.number().int().nonnegative(),
});
export type BrandSummary = z.infer<typeof BrandSummarySchema>;

export const BrandIndexSchema = z.object({
  brands: z.array(BrandSummarySchema).describe('Brands with products, by title'),
  seo: SeoSchema,
});
export type BrandIndex = z.infer<typeof BrandIndexSchema>;
