import type { Sql } from '../../db/types.ts';
import { REGISTRY } from './entries.ts';

/** Writes the demo register of companies; safe to run again (existing tax ids are refreshed). */
export async function seedRegistry(db: Sql): Promise<void> {
  const column = <K extends keyof (typeof REGISTRY)[number]>(key: K) => REGISTRY.map((r) => r[key]);
  await db.query(
    `INSERT INTO company_registry
       (type, inn, kpp, ogrn, title, address, price_type, limit_type, limit_amount)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::text[], $8::text[], $9::numeric[])
     ON CONFLICT (inn, (COALESCE(kpp, ''))) DO UPDATE SET
       type = excluded.type, ogrn = excluded.ogrn, title = excluded.title,
       address = excluded.address, price_type = excluded.price_type,
       limit_type = excluded.limit_type, limit_amount = excluded.limit_amount`,
    [
      column('type'),
      column('inn'),
      column('kpp'),
      column('ogrn'),
      column('title'),
      column('address'),
      column('price_type'),
      column('limit_type'),
      column('limit_amount'),
    ],
  );
}
