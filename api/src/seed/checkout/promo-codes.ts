import type { Sql } from '../../db/types.ts';
import { bulkInsert } from '../bulk-insert.ts';

interface SeedPromoCode {
  code: string;
  market_id: string | null;
  kind: 'PERCENT' | 'FIXED';
  value: number;
  min_sum: number;
  active_since: string;
  active_until: string;
  description: string;
}

/** The demo promo codes: percent and fixed, with and without a minimum sum, one long expired. */
export const PROMO_CODES: readonly SeedPromoCode[] = [
  {
    code: 'SALE10',
    market_id: null,
    kind: 'PERCENT',
    value: 10,
    min_sum: 0,
    active_since: '2024-01-01T00:00:00Z',
    active_until: '2030-12-31T23:59:59Z',
    description: 'Скидка 10% на заказ',
  },
  {
    code: 'TOOLS15',
    market_id: null,
    kind: 'PERCENT',
    value: 15,
    min_sum: 20000,
    active_since: '2024-01-01T00:00:00Z',
    active_until: '2030-12-31T23:59:59Z',
    description: 'Скидка 15% на заказ от 20 000 ₽',
  },
  {
    code: 'MINUS500',
    market_id: null,
    kind: 'FIXED',
    value: 500,
    min_sum: 3000,
    active_since: '2024-01-01T00:00:00Z',
    active_until: '2030-12-31T23:59:59Z',
    description: 'Скидка 500 ₽ на заказ от 3 000 ₽',
  },
  {
    code: 'GARWIN7',
    market_id: 'garwin',
    kind: 'PERCENT',
    value: 7,
    min_sum: 0,
    active_since: '2024-01-01T00:00:00Z',
    active_until: '2030-12-31T23:59:59Z',
    description: 'Скидка 7% в Гарвин',
  },
  {
    code: 'SUMMER2023',
    market_id: null,
    kind: 'PERCENT',
    value: 20,
    min_sum: 0,
    active_since: '2023-06-01T00:00:00Z',
    active_until: '2023-08-31T23:59:59Z',
    description: 'Летняя скидка 2023 года',
  },
];

/** Writes the promo codes; safe to run again (codes are refreshed). */
export async function seedPromoCodes(db: Sql): Promise<void> {
  const known = new Set(
    (await db.query<{ id: string }>('SELECT id FROM markets')).rows.map((m) => m.id),
  );
  const rows = PROMO_CODES.filter((c) => c.market_id === null || known.has(c.market_id));
  await bulkInsert(
    db,
    {
      table: 'promo_codes',
      columns: `code text, market_id text, kind text, value numeric, min_sum numeric, active_since
        timestamptz, active_until timestamptz, description text`,
      conflict: '(code)',
      update: 'market_id, kind, value, min_sum, active_since, active_until, description',
    },
    rows,
  );
}
