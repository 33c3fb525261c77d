import { z } from 'zod';
import { SeoSchema } from './common.ts';

export const HomePageSchema = z.object({
  slider: z.array(z.object({ link: z.string(), image_uid: z.string(), title: z.string() })),
  sellers: z.array(
    z.object({ slug: z.string(), title: z.string(), image_id: z.string().nullable() }),
  ),
  categories: z.array(
    z.object({ slug: z.string(), title: z.string(), image_id: z.string().nullable() }),
  ),
  banners: z.array(
    z.object({ id: z.string(), title: z.string(), link: z.string(), image_id: z.string() }),
  ),
  seo: SeoSchema,
});
export type HomePage = z.infer<typeof HomePageSchema>;
