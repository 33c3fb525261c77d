import { z } from 'zod';
import { LinkSchema, NavItemSchema } from './common.ts';

export const LayoutSchema = z.object({
  header: z.object({
    express_menu: z.array(NavItemSchema),
    bottom_menu: z.array(NavItemSchema),
  }),
  footer: z.object({
    columns: z.array(z.object({ title: z.string(), links: z.array(LinkSchema) })),
    links: z.array(LinkSchema),
  }),
  mobile_navigation: z.array(NavItemSchema),
});
export type Layout = z.infer<typeof LayoutSchema>;
