import type { Sql } from '../../db/types.ts';
import { countFromIpSince } from '../from-ip.ts';

export type HelpdeskKind = 'FEEDBACK' | 'CALLBACK' | 'LEGAL_ENTITY_ORDER' | 'RENT' | 'RFP';

export interface NewHelpdeskRequest {
  market: string;
  kind: HelpdeskKind;
  userId: string | null;
  productId: number | null;
  /** The fields as the sales e-mail lists them. */
  payload: Record<string, unknown>;
  clientIp: string;
  now: Date;
}

/** Stores a request and returns its number, the id the buyer quotes. */
export async function insertRequest(db: Sql, request: NewHelpdeskRequest): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO helpdesk_requests (market, kind, user_id, product_id, payload, client_ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
    [
      request.market,
      request.kind,
      request.userId,
      request.productId,
      JSON.stringify(request.payload),
      request.clientIp,
      request.now,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('helpdesk_requests insert returned no row');
  return id;
}

/** Marks the sales e-mail of a request as sent. */
export async function markMailed(db: Sql, id: string, now: Date): Promise<void> {
  await db.query('UPDATE helpdesk_requests SET mailed_at = $2 WHERE id = $1::bigint', [id, now]);
}

/** Requests sent from a visitor address since `since`: the counter of the per-address limit. */
export const countRequestsFromIpSince = (db: Sql, clientIp: string, since: Date) =>
  countFromIpSince(db, 'helpdesk_requests', clientIp, since);
