import type { Sql } from '../../db/types.ts';
import type {
  AggregatedOrderStatus,
  Order,
  OrderStatus,
  OrderTracking,
} from '../../schemas/orders.ts';
import { AGGREGATED_ORDER_STATUSES } from '../../schemas/orders.ts';
import { ITEM_SELECT, ORDER_SELECT, toOrder, type ItemRow, type OrderRow } from './order-rows.ts';
import { aggregatedStatus, statusesOf } from './statuses.ts';

/**
 * Whose orders a member sees: always those of their current account in this market, all of them
 * when their role may see the account's orders, else only the ones they placed themselves.
 */
export interface OrderScope {
  /** Null where the request names no market (the invoice link opened in the browser). */
  marketId: string | null;
  accountId: string;
  userId: string;
  wholeAccount: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

function scopeWhere(scope: OrderScope, first = 1): { sql: string; params: unknown[] } {
  return {
    sql: `($${first}::text IS NULL OR o.market_id = $${first}) AND o.account_id = $${first + 1}
      AND ($${first + 2}::boolean OR o.user_id = $${first + 3})`,
    params: [scope.marketId, scope.accountId, scope.wholeAccount, scope.userId],
  };
}

async function itemsOf(db: Sql, ids: string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOrder;
  const { rows } = await db.query<ItemRow>(
    `${ITEM_SELECT} WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`,
    [ids],
  );
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

/** Tracking numbers of orders, oldest first, keyed by order id (every id present). */
export async function trackingOf(db: Sql, ids: string[]): Promise<Map<string, OrderTracking[]>> {
  const byOrder = new Map<string, OrderTracking[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOrder;
  const { rows } = await db.query<OrderTracking & { order_id: string }>(
    `SELECT order_id::text AS order_id, number, url, provider_title FROM order_tracking
      WHERE order_id = ANY($1::uuid[]) ORDER BY added_at, number`,
    [ids],
  );
  for (const { order_id: id, ...tracking } of rows) byOrder.get(id)?.push(tracking);
  return byOrder;
}

async function complete(db: Sql, rows: OrderRow[], withItems: boolean): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, tracking] = await Promise.all([
    withItems ? itemsOf(db, ids) : Promise.resolve(null),
    trackingOf(db, ids),
  ]);
  return rows.map((row) => toOrder(row, items?.get(row.id) ?? null, tracking.get(row.id) ?? []));
}

export interface OrderPageQuery {
  limit: number;
  offset: number;
  aggregatedStatus?: AggregatedOrderStatus;
  withItems: boolean;
}

export interface OrderPage {
  orders: Order[];
  total: number;
  /** Orders of the scope per aggregated status, every status present (the filter is ignored). */
  counts: Record<AggregatedOrderStatus, number>;
}

/** A page of the scope's orders, newest first, with the aggregated-status facet counts. */
export async function listOrders(
  db: Sql,
  scope: OrderScope,
  query: OrderPageQuery,
): Promise<OrderPage> {
  const where = scopeWhere(scope);
  const statuses: OrderStatus[] | null = query.aggregatedStatus
    ? statusesOf(query.aggregatedStatus)
    : null;
  const [page, facet] = await Promise.all([
    db.query<OrderRow>(
      `${ORDER_SELECT} WHERE ${where.sql} AND ($5::text[] IS NULL OR o.status = ANY($5::text[]))
        ORDER BY o.created_at DESC, o.number DESC LIMIT $6 OFFSET $7`,
      [...where.params, statuses, query.limit, query.offset],
    ),
    db.query<{ status: OrderStatus; count: number }>(
      `SELECT o.status, count(*)::int AS count FROM orders o WHERE ${where.sql} GROUP BY o.status`,
      where.params,
    ),
  ]);
  const counts = Object.fromEntries(AGGREGATED_ORDER_STATUSES.map((s) => [s, 0])) as Record<
    AggregatedOrderStatus,
    number
  >;
  for (const { status, count } of facet.rows) counts[aggregatedStatus(status)] += count;
  const total = statuses
    ? facet.rows.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + r.count, 0)
    : facet.rows.reduce((n, r) => n + r.count, 0);
  return { orders: await complete(db, page.rows, query.withItems), total, counts };
}

/** One order of the scope with its items, or null when it is not there or not visible. */
export async function findOrder(db: Sql, scope: OrderScope, id: string): Promise<Order | null> {
  if (!isUuid(id)) return null;
  const where = scopeWhere(scope, 2);
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND ${where.sql}`, [
    id,
    ...where.params,
  ]);
  const [order] = await complete(db, rows, true);
  return order ?? null;
}

/** The visible orders among `ids` (others are left out silently). */
export async function visibleOrderIds(
  db: Sql,
  scope: OrderScope,
  ids: string[],
): Promise<string[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const where = scopeWhere(scope, 2);
  const { rows } = await db.query<{ id: string }>(
    `SELECT o.id::text AS id FROM orders o WHERE o.id = ANY($1::uuid[]) AND ${where.sql}`,
    [wanted, ...where.params],
  );
  const visible = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => visible.has(id));
}
