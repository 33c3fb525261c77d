import type { Sql } from '../../db/types.ts';
import { REGISTRY } from './entries.ts';
import { bulkInsert } from '../bulk-insert.ts';

/** Writes the demo register of companies; safe to run again (existing tax ids are refreshed). */
export async function seedRegistry(db: Sql): Promise<void> {
  await bulkInsert(
    db,
    {
      table: 'company_registry',
      columns: `type text, inn text, kpp text, ogrn text, title text, address text, price_type
        text, limit_type text, limit_amount numeric`,
      conflict: "(inn, (COALESCE(kpp, '')))",
      update: 'type, ogrn, title, address, price_type, limit_type, limit_amount',
    },
    REGISTRY,
  );
}
