import type { Sql } from '../db/types.ts';

/** The tables whose rows remember the visitor address they came from. */
export type TableWithClientIp = 'helpdesk_documents' | 'helpdesk_requests' | 'subscriptions';

/** Rows of a table written from a visitor address since `since`: the per-address limits count them. */
export async function countFromIpSince(
  db: Sql,
  table: TableWithClientIp,
  clientIp: string,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE client_ip = $1 AND created_at > $2`,
    [clientIp, since],
  );
  return rows[0]?.n ?? 0;
}
