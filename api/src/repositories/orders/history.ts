import type { Database, Sql } from '../../db/types.ts';
import type { OrderStatus, OrderTracking } from '../../schemas/orders.ts';
import type { StatusChange } from './payments.ts';
import { canMove } from './statuses.ts';

export async function recordStatus(
  tx: Sql,
  entry: {
    orderId: string;
    status: OrderStatus;
    source: 'SUBMIT' | 'PAYMENT' | 'BACK_OFFICE';
    comment: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_status_history (order_id, status, source, comment, changed_at)
      VALUES ($1, $2, $3, $4, $5)`,
    [entry.orderId, entry.status, entry.source, entry.comment, entry.now],
  );
}

export interface FeedOrder {
  id: string;
  number: string;
  market_id: string;
  status: OrderStatus;
  email: string | null;
}

const FEED_ORDER_SELECT = `SELECT o.id::text AS id, o.number, o.market_id, o.status,
    COALESCE(NULLIF(o.contact->>'email', ''), u.email) AS email
  FROM orders o JOIN users u ON u.id = o.user_id`;

/** An order by its number, with the address its buyer is written to. */
export async function findOrderByNumber(db: Sql, number: string): Promise<FeedOrder | null> {
  const { rows } = await db.query<FeedOrder>(`${FEED_ORDER_SELECT} WHERE o.number = $1`, [number]);
  return rows[0] ?? null;
}

export async function findOrderRecipient(db: Sql, id: string): Promise<FeedOrder | null> {
  const { rows } = await db.query<FeedOrder>(`${FEED_ORDER_SELECT} WHERE o.id = $1`, [id]);
  return rows[0] ?? null;
}

export type MoveResult =
  { ok: true; change: StatusChange | null } | { ok: false; from: OrderStatus };

/**
 * Moves an order to `to` when the status machine allows it from where it is now (read under a
 * row lock); the same status again is a no-op, so a repeated feed changes nothing.
 */
export async function moveOrder(
  db: Database,
  input: { orderId: string; to: OrderStatus; comment: string | null; now: Date },
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: OrderStatus }>(
      'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
      [input.orderId],
    );
    const from = rows[0]?.status;
    if (!from) throw new Error(`order ${input.orderId} vanished`);
    if (from === input.to) return { ok: true, change: null };
    if (!canMove(from, input.to)) return { ok: false, from };
    await tx.query('UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1', [
      input.orderId,
      input.to,
      input.now,
    ]);
    await recordStatus(tx, {
      orderId: input.orderId,
      status: input.to,
      source: 'BACK_OFFICE',
      comment: input.comment,
      now: input.now,
    });
    return { ok: true, change: { orderId: input.orderId, from, to: input.to } };
  });
}

/** Adds tracking numbers an order does not have yet; answers the new ones. */
export async function addTracking(
  db: Sql,
  orderId: string,
  tracking: readonly { number: string; url?: string | undefined; provider_title: string }[],
  now: Date,
): Promise<OrderTracking[]> {
  const added: OrderTracking[] = [];
  for (const t of tracking) {
    const { rows } = await db.query<OrderTracking>(
      `INSERT INTO order_tracking (order_id, number, url, provider_title, added_at)
        VALUES ($1, $2, $3, $4, $5)
        ON CONFLICT (order_id, number) DO NOTHING RETURNING number, url, provider_title`,
      [orderId, t.number, t.url ?? null, t.provider_title, now],
    );
    added.push(...rows);
  }
  return added;
}
