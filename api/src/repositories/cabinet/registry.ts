import type { Sql } from '../../db/types.ts';
import type { CompanyType } from '../../routes/cabinet/tax-id.ts';

export interface RegistryRow {
  id: number;
  type: CompanyType;
  title: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  address: string;
}

/**
 * A company of the register by type and tax id; with a КПП only that registration, without one
 * the head office (the legal entity's first КПП). Null when the register has no such entry.
 */
export async function findInRegistry(
  db: Sql,
  query: { type: CompanyType; inn: string; kpp?: string | null | undefined },
): Promise<RegistryRow | null> {
  const { rows } = await db.query<RegistryRow>(
    `SELECT id, type, title, inn, kpp, ogrn, address FROM company_registry
     WHERE type = $1 AND inn = $2 AND ($3::text IS NULL OR kpp = $3)
     ORDER BY id LIMIT 1`,
    [query.type, query.inn, query.kpp ?? null],
  );
  return rows[0] ?? null;
}
