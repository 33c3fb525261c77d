import type { Sql } from '../../db/types.ts';
import { firstRow } from '../first-row.ts';

export interface PromoCode {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  value: number;
  min_sum: number;
  active_since: Date;
  active_until: Date;
  description: string;
}

/** Promo codes are compared in upper case without surrounding spaces. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A code that works in the market (its own or an every-market one); null when unknown. */
export async function findPromoCode(db: Sql, marketId: string, code: string) {
  const row = await firstRow<PromoCode>(
    db,
    `SELECT code, kind, value::float8 AS value, min_sum::float8 AS min_sum, active_since,
            active_until, description
     FROM promo_codes WHERE code = $1 AND (market_id IS NULL OR market_id = $2)`,
    [normalizePromoCode(code), marketId],
  );
  return row
    ? { ...row, active_since: new Date(row.active_since), active_until: new Date(row.active_until) }
    : null;
}

export function isPromoCodeActive(code: PromoCode, now: Date): boolean {
  return code.active_since <= now && now <= code.active_until;
}

/** The personal discount of a user, percent; 0 when they have none. */
export async function personalDiscountPercent(db: Sql, userId: string): Promise<number> {
  const { rows } = await db.query<{ percent: number }>(
    'SELECT percent::float8 AS percent FROM personal_discounts WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.percent ?? 0;
}
