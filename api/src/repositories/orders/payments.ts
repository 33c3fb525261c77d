import type { Database, Sql } from '../../db/types.ts';
import type { VerifiedNotification } from '../../payments/provider.ts';
import { firstRow } from '../first-row.ts';
import type { OrderStatus, Payment, PaymentStatus } from '../../schemas/orders.ts';
import type { OrderScope } from './orders.ts';
import { isUuid } from './orders.ts';
import { recordStatus } from './history.ts';

export type StoredPaymentStatus = PaymentStatus | 'CREATING';

export interface PaymentRow {
  id: string;
  order_id: string;
  user_id: string;
  provider: string;
  provider_payment_id: string | null;
  status: StoredPaymentStatus;
  amount: number;
  confirmation_url: string | null;
  error: string | null;
}

const PAYMENT_SELECT = `SELECT id::text AS id, order_id::text AS order_id, user_id::text AS user_id,
    provider, provider_payment_id, status, amount::float8 AS amount, confirmation_url, error
  FROM payments`;

/**
 * Takes the Idempotency-Key of a pay call: the first call inserts a CREATING payment and is told
 * `created`; every other call with the key (concurrent or later) gets that same payment.
 */
export async function claimPayment(
  db: Sql,
  input: {
    orderId: string;
    userId: string;
    key: string;
    provider: string;
    amountKopecks: number;
    now: Date;
  },
): Promise<{ payment: PaymentRow; created: boolean }> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO payments (order_id, user_id, idempotency_key, provider, status, amount, created_at,
        updated_at)
      VALUES ($1, $2, $3, $4, 'CREATING', $5::numeric / 100, $6, $6)
      ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id::text AS id`,
    [input.orderId, input.userId, input.key, input.provider, input.amountKopecks, input.now],
  );
  const { rows } = await db.query<PaymentRow>(
    `${PAYMENT_SELECT} WHERE user_id = $1 AND idempotency_key = $2`,
    [input.userId, input.key],
  );
  const payment = rows[0];
  if (!payment) throw new Error('payment vanished after its claim');
  return { payment, created: inserted.rows.length > 0 };
}

/** The payment an earlier pay call with this key made, if any. */
export function findPaymentByKey(db: Sql, userId: string, key: string) {
  const sql = `${PAYMENT_SELECT} WHERE user_id = $1 AND idempotency_key = $2`;
  return firstRow<PaymentRow>(db, sql, [userId, key]);
}

export async function findPayment(db: Sql, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<PaymentRow>(`${PAYMENT_SELECT} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The provider took the payment: its id there and where the buyer confirms it. */
export async function markPaymentCreated(
  db: Sql,
  id: string,
  created: { providerPaymentId: string; confirmationUrl: string; status: PaymentStatus },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE payments SET provider_payment_id = $2, confirmation_url = $3, status = $4,
        updated_at = $5
      WHERE id = $1 AND status = 'CREATING'`,
    [id, created.providerPaymentId, created.confirmationUrl, created.status, now],
  );
}

export async function markPaymentFailed(
  db: Sql,
  id: string,
  error: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE payments SET status = 'CANCELED', error = $2, updated_at = $3
      WHERE id = $1 AND status = 'CREATING'`,
    [id, error, now],
  );
}

/** A payment of an order the member sees, as GET /v1/users/me/payments/{id} answers it. */
export async function findVisiblePayment(
  db: Sql,
  scope: OrderScope,
  id: string,
): Promise<Payment | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<PaymentRow & { order_number: string }>(
    `SELECT p.id::text AS id, p.order_id::text AS order_id, o.number AS order_number, p.status,
        p.amount::float8 AS amount, p.error, p.confirmation_url
      FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.id = $1 AND ($2::text IS NULL OR o.market_id = $2) AND o.account_id = $3
        AND ($4::boolean OR o.user_id = $5)`,
    [id, scope.marketId, scope.accountId, scope.wholeAccount, scope.userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: row.order_number,
    // a payment the provider has not answered yet is pending for the buyer
    status: row.status === 'CREATING' ? 'PENDING' : row.status,
    amount: row.amount,
    error: row.error,
    confirmation_url: row.confirmation_url,
  };
}

/** How far along a payment is: a notification never moves it back. */
const RANK: Record<StoredPaymentStatus, number> = {
  CREATING: 0,
  PENDING: 0,
  WAITING_FOR_CAPTURE: 1,
  SUCCEEDED: 2,
  CANCELED: 2,
};

export interface StatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * Adds money received to an order; the order becomes PAID when it is paid in full while it was
 * still waiting for the money (NEW or AWAITING_PAYMENT). Runs inside the caller's transaction.
 */
export async function creditOrder(
  tx: Sql,
  orderId: string,
  kopecks: number,
  now: Date,
): Promise<StatusChange | null> {
  const { rows } = await tx.query<{ status: OrderStatus; due: number }>(
    `UPDATE orders SET amount_paid = amount_paid + $2::numeric / 100, updated_at = $3
      WHERE id = $1 RETURNING status, ((total - amount_paid) * 100)::float8 AS due`,
    [orderId, kopecks, now],
  );
  const order = rows[0];
  if (!order || order.due > 0) return null;
  if (order.status !== 'NEW' && order.status !== 'AWAITING_PAYMENT') return null;
  await tx.query(`UPDATE orders SET status = 'PAID' WHERE id = $1`, [orderId]);
  await recordStatus(tx, { orderId, status: 'PAID', source: 'PAYMENT', comment: null, now });
  return { orderId, from: order.status, to: 'PAID' };
}

export interface Notification extends VerifiedNotification {
  provider: string;
}

export type NotificationOutcome =
  | { kind: 'unknown-payment' }
  | { kind: 'duplicate' }
  | { kind: 'stale'; paymentId: string }
  | { kind: 'applied'; paymentId: string; orderId: string; change: StatusChange | null };

/**
 * Applies a verified notification exactly once: its key is stored under a unique constraint in
 * the same transaction that changes the payment, so a replay (even a concurrent one) is a no-op.
 * A notification older than what the payment already shows (out of order) is stored and ignored.
 * An unknown payment changes nothing, so the provider's retry can apply it later.
 */
export async function applyNotification(
  db: Database,
  note: Notification,
  now: Date,
): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PaymentRow>(
      `${PAYMENT_SELECT} WHERE provider = $1 AND provider_payment_id = $2 FOR UPDATE`,
      [note.provider, note.providerPaymentId],
    );
    const payment = rows[0];
    if (!payment) return { kind: 'unknown-payment' };
    const stored = await tx.query(
      `INSERT INTO payment_events (provider, event_key, payment_id, order_id, status, amount,
          payload, received_at)
        VALUES ($1, $2, $3, $4, $5, $6::numeric / 100, $7, $8)
        ON CONFLICT (provider, event_key) DO NOTHING RETURNING id`,
      [
        note.provider,
        note.eventKey,
        payment.id,
        payment.order_id,
        note.status,
        note.amountKopecks,
        JSON.stringify(note.payload),
        now,
      ],
    );
    if (stored.rows.length === 0) return { kind: 'duplicate' };
    if (RANK[note.status] <= RANK[payment.status]) return { kind: 'stale', paymentId: payment.id };
    const paid =
      note.status === 'SUCCEEDED' ? (note.amountKopecks ?? Math.round(payment.amount * 100)) : 0;
    await tx.query(
      `UPDATE payments SET status = $2, error = $3, amount_captured = $4::numeric / 100,
          updated_at = $5
        WHERE id = $1`,
      [payment.id, note.status, note.status === 'CANCELED' ? note.error : null, paid, now],
    );
    const change = paid > 0 ? await creditOrder(tx, payment.order_id, paid, now) : null;
    return { kind: 'applied', paymentId: payment.id, orderId: payment.order_id, change };
  });
}

/**
 * A bank transfer against the invoice, reported by the back office under its own id: applied
 * once however often the feed repeats it. Answers whether it was new and the status change.
 */
export async function applyTransfer(
  db: Database,
  input: { orderId: string; transferId: string; amountKopecks: number; now: Date },
): Promise<{ applied: boolean; change: StatusChange | null }> {
  return db.transaction(async (tx) => {
    const stored = await tx.query(
      `INSERT INTO payment_events (provider, event_key, order_id, status, amount, payload,
          received_at)
        VALUES ('back-office', $1, $2, 'SUCCEEDED', $3::numeric / 100, $4, $5)
        ON CONFLICT (provider, event_key) DO NOTHING RETURNING id`,
      [
        input.transferId,
        input.orderId,
        input.amountKopecks,
        JSON.stringify({ transfer_id: input.transferId, amount_kopecks: input.amountKopecks }),
        input.now,
      ],
    );
    if (stored.rows.length === 0) return { applied: false, change: null };
    return {
      applied: true,
      change: await creditOrder(tx, input.orderId, input.amountKopecks, input.now),
    };
  });
}

/** A payment with its order's number and market, for the test acquirer's card page. */
export async function findPaymentWithOrder(
  db: Sql,
  id: string,
): Promise<(PaymentRow & { order_number: string; market_id: string }) | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<PaymentRow & { order_number: string; market_id: string }>(
    `SELECT p.id::text AS id, p.order_id::text AS order_id, p.user_id::text AS user_id, p.provider,
        p.provider_payment_id, p.status, p.amount::float8 AS amount, p.confirmation_url, p.error,
        o.number AS order_number, o.market_id
      FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
