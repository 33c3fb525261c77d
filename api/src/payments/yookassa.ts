import { z } from 'zod';
import type { PaymentStatus } from '../schemas/orders.ts';
import { ProviderError, toRoubleString, type PaymentProvider } from './provider.ts';

const TIMEOUT_MS = 10_000;

const STATUS: Record<string, PaymentStatus> = {
  pending: 'PENDING',
  waiting_for_capture: 'WAITING_FOR_CAPTURE',
  succeeded: 'SUCCEEDED',
  canceled: 'CANCELED',
};

/** The buyer-facing reason of a canceled payment, by ЮKassa's cancellation_details.reason. */
const REASONS: Record<string, string> = {
  insufficient_funds: 'Недостаточно средств на карте',
  card_expired: 'Истёк срок действия карты',
  '3d_secure_failed': 'Не пройдена проверка 3-D Secure',
  expired_on_confirmation: 'Время на оплату истекло',
  canceled_by_merchant: 'Платёж отменён магазином',
  payment_method_restricted: 'Оплата этой картой недоступна',
};

const PaymentObject = z.object({
  id: z.string(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
  confirmation: z.object({ confirmation_url: z.string().optional() }).optional(),
  cancellation_details: z.object({ reason: z.string() }).optional(),
});
type PaymentObject = z.infer<typeof PaymentObject>;

const Notification = z.object({
  type: z.literal('notification'),
  event: z.string(),
  object: z.object({ id: z.string().min(1).max(100) }),
});

export interface YookassaOptions {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3, or a local stand-in in tests. */
  apiUrl: string;
}

/**
 * ЮKassa (API v3): payments are created with an Idempotence-Key and a redirect confirmation; a
 * notification is only a hint — the payment is fetched from the API and its answer is trusted.
 */
export function yookassa(options: YookassaOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call(path: string, init: RequestInit = {}): Promise<PaymentObject | null> {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        ...init,
        headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`ЮKassa is unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ProviderError(`ЮKassa answered ${response.status}`);
    return PaymentObject.parse(await response.json());
  }

  return {
    name: 'yookassa',
    async createPayment(input) {
      const created = await call('/payments', {
        method: 'POST',
        headers: { 'idempotence-key': input.paymentId },
        body: JSON.stringify({
          amount: { value: toRoubleString(input.amountKopecks), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'redirect', return_url: input.returnUrl },
          description: input.description.slice(0, 128),
          metadata: { payment_id: input.paymentId, order_id: input.orderId },
        }),
      });
      const url = created?.confirmation?.confirmation_url;
      if (!created || !url) throw new ProviderError('ЮKassa gave no confirmation URL');
      return {
        providerPaymentId: created.id,
        confirmationUrl: url,
        status: STATUS[created.status] ?? 'PENDING',
      };
    },
    async verifyNotification(rawBody) {
      let id: string;
      try {
        id = Notification.parse(JSON.parse(rawBody)).object.id;
      } catch {
        return null;
      }
      const payment = await call(`/payments/${encodeURIComponent(id)}`);
      if (!payment) return null;
      const status = STATUS[payment.status] ?? 'PENDING';
      const reason = payment.cancellation_details?.reason;
      return {
        eventKey: `${payment.id}:${status}`,
        providerPaymentId: payment.id,
        status,
        amountKopecks: Math.round(Number(payment.amount.value) * 100),
        error: status === 'CANCELED' ? (REASONS[reason ?? ''] ?? 'Платёж отклонён') : null,
        payload: payment,
      };
    },
  };
}
