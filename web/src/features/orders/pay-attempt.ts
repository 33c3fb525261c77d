/**
 * The idempotency key of one attempt to pay an order. The key stays while the attempt's outcome is
 * unknown (a lost answer), so a retry finds the payment the API may already have started; it is
 * dropped once the API has answered a refusal, so the next click is a new attempt.
 */
export class PayAttempt {
  private current: string | null = null;
  private readonly makeKey: () => string;

  constructor(makeKey: () => string = () => globalThis.crypto.randomUUID()) {
    this.makeKey = makeKey;
  }

  /** The key to send now: the unfinished attempt's, or a new one. */
  key(): string {
    this.current ??= this.makeKey();
    return this.current;
  }

  /** The API refused this attempt (the order cannot be paid): the next pay starts afresh. */
  refused(): void {
    this.current = null;
  }
}
