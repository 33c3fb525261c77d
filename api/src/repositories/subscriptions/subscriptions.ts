import type { Sql } from '../../db/types.ts';
import { countFromIpSince } from '../from-ip.ts';
import type { SubscriptionSource } from '../../schemas/subscription.ts';

export interface NewSubscription {
  market: string;
  /** Already lower-case. */
  email: string;
  source: SubscriptionSource;
  clientIp: string;
  now: Date;
}

/**
 * Records the address for the market's newsletter. A repeat keeps the first row (its source and
 * time) and is not an error. Returns whether a new row was written.
 */
export async function addSubscription(db: Sql, subscription: NewSubscription): Promise<boolean> {
  const { rows } = await db.query<{ market: string }>(
    `INSERT INTO subscriptions (market, email, source, client_ip, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (market, email) DO NOTHING
     RETURNING market`,
    [
      subscription.market,
      subscription.email,
      subscription.source,
      subscription.clientIp,
      subscription.now,
    ],
  );
  return rows.length > 0;
}

/** Whether the market already has the address (a repeat, which no limit applies to). */
export async function isSubscribed(db: Sql, market: string, email: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT 1 AS n FROM subscriptions WHERE market = $1 AND email = $2',
    [market, email],
  );
  return rows.length > 0;
}

/** New subscriptions sent from the visitor address since `since`, the counter of its limit. */
export const countSubscriptionsFromIpSince = (db: Sql, clientIp: string, since: Date) =>
  countFromIpSince(db, 'subscriptions', clientIp, since);
