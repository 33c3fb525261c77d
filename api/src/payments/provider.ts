import type { PaymentStatus } from '../schemas/orders.ts';

export type ProviderName = 'test-acquirer' | 'yookassa';

export interface CreatePaymentInput {
  /** The store's payment id: the provider's idempotence key too, so a retry never pays twice. */
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amountKopecks: number;
  description: string;
  /** Where the provider sends the buyer back. */
  returnUrl: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  confirmationUrl: string;
  status: PaymentStatus;
}

/** A notification the provider's own records confirm: only these may change a payment. */
export interface VerifiedNotification {
  /** Unique per state change of a payment: the same change arriving twice has the same key. */
  eventKey: string;
  providerPaymentId: string;
  status: PaymentStatus;
  /** What was paid, when the payment succeeded. */
  amountKopecks: number | null;
  error: string | null;
  payload: unknown;
}

/** An online payment service behind one face: the built-in test acquirer or ЮKassa. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Registers a payment with the provider; throws when the provider refuses or is unreachable. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Checks an incoming notification (signature, or the provider's API) and answers what it says,
   * or null when it cannot be trusted.
   */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedNotification | null>;
}

/** The provider could not be reached or refused the payment. */
export class ProviderError extends Error {}

export const toRoubleString = (kopecks: number): string =>
  `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
