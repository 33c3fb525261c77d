import { z } from 'zod';

export const SubscriptionSourceSchema = z
  .enum(['SIGN_IN', 'FOOTER'])
  .describe('Where the visitor subscribed: the sign-in code step or the footer form');
export type SubscriptionSource = z.infer<typeof SubscriptionSourceSchema>;

export const SubscribeRequestSchema = z.object({
  email: z.string().max(320).describe('The address; compared and stored lower-case'),
  source: SubscriptionSourceSchema,
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;
