import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PaymentStatusSchema } from '../schemas/orders.ts';
import type { PaymentProvider } from './provider.ts';

export const SIGNATURE_HEADER = 'x-acquirer-signature';

/** What the test acquirer posts to the store when a payment changes. */
export const AcquirerNotificationSchema = z.object({
  event_id: z.string(),
  payment_id: z.string(),
  status: PaymentStatusSchema,
  amount: z.string().regex(/^\d+\.\d{2}$/),
  error: z.string().nullable(),
});
export type AcquirerNotification = z.infer<typeof AcquirerNotificationSchema>;

export function signAcquirerBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export const acquirerPaymentId = (paymentId: string): string => `ta_${paymentId}`;

/**
 * The built-in acquirer of development and test deployments: its card page is served by the API
 * itself (routes/orders/dev-acquirer.ts) and it reports back with HMAC-signed notifications.
 */
export function testAcquirer(options: { secret: string; publicApiUrl: string }): PaymentProvider {
  return {
    name: 'test-acquirer',
    async createPayment(input) {
      return {
        providerPaymentId: acquirerPaymentId(input.paymentId),
        confirmationUrl: `${options.publicApiUrl}/_dev/acquirer/${input.paymentId}`,
        status: 'PENDING',
      };
    },
    async verifyNotification(rawBody, headers) {
      const given = headers[SIGNATURE_HEADER];
      if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
      const expected = Buffer.from(signAcquirerBody(options.secret, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
      let parsed: AcquirerNotification;
      try {
        parsed = AcquirerNotificationSchema.parse(JSON.parse(rawBody));
      } catch {
        return null;
      }
      return {
        eventKey: parsed.event_id,
        providerPaymentId: parsed.payment_id,
        status: parsed.status,
        amountKopecks: Math.round(Number(parsed.amount) * 100),
        error: parsed.error,
        payload: parsed,
      };
    },
  };
}
