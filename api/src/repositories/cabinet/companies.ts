import type { Sql } from '../../db/types.ts';
import type { Company, PageQuery } from '../../schemas/cabinet.ts';
import { termsOf, type TermsRow } from './pricing.ts';
import type { RegistryRow } from './registry.ts';
import { pageWindow } from './paging.ts';

interface CompanyRow extends Omit<RegistryRow, 'id'>, TermsRow {
  id: string;
  price_type: string;
  price_type_title: string;
}

const COMPANY_SELECT = `SELECT c.id::text AS id, c.type, c.title, COALESCE(c.inn, '') AS inn, c.kpp,
    COALESCE(c.ogrn, '') AS ogrn, COALESCE(c.address, '') AS address, c.price_type,
    p.title AS price_type_title, p.discount_percent::float8 AS discount_percent,
    p.delivery_days_offset, c.limit_type, c.limit_amount::float8 AS limit_amount, c.limit_currency
  FROM customers c JOIN price_types p ON p.code = c.price_type`;

function toCompany(row: CompanyRow, currentId: string | null): Company {
  const terms = termsOf(row);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    address: row.address,
    price_type: {
      code: row.price_type,
      title: row.price_type_title,
      discount_percent: terms.discount_percent,
      delivery_days_offset: terms.delivery_days_offset,
    },
    limit: terms.limit,
    current: row.id === currentId,
  };
}

/** One page of the account's companies in the order they were added, with their total. */
export async function listCompanyPage(
  db: Sql,
  accountId: string,
  currentId: string | null,
  page: PageQuery,
): Promise<{ companies: Company[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const [{ rows }, counted] = await Promise.all([
    db.query<CompanyRow>(
      `${COMPANY_SELECT} WHERE c.account_id = $1 ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`,
      [accountId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE account_id = $1', [
      accountId,
    ]),
  ]);
  return {
    companies: rows.map((row) => toCompany(row, currentId)),
    total: counted.rows[0]?.n ?? 0,
  };
}

export async function findCompany(
  db: Sql,
  accountId: string,
  customerId: string,
  currentId: string | null,
): Promise<Company | null> {
  const { rows } = await db.query<CompanyRow>(
    `${COMPANY_SELECT} WHERE c.account_id = $1 AND c.id::text = $2`,
    [accountId, customerId],
  );
  const row = rows[0];
  return row ? toCompany(row, currentId) : null;
}

/**
 * Copies a register entry into the account as a customer. The register's negotiated price type
 * and limit come along only when this account holds the company's contract; anyone else who
 * knows the public tax ids gets the store's standard terms (retail, no limit). Null when the
 * account already has this company (same ИНН and КПП).
 */
export async function insertCompanyFromRegistry(
  db: Sql,
  accountId: string,
  registryId: number,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (account_id, title, type, inn, kpp, ogrn, address, price_type,
                            limit_type, limit_amount, created_at)
     SELECT $1, r.title, r.type, r.inn, r.kpp, r.ogrn, r.address,
            CASE WHEN k.account_id IS NULL THEN 'RETAIL' ELSE r.price_type END,
            CASE WHEN k.account_id IS NULL THEN NULL ELSE r.limit_type END,
            CASE WHEN k.account_id IS NULL THEN NULL ELSE r.limit_amount END, $3
     FROM company_registry r
     LEFT JOIN company_contracts k ON k.registry_id = r.id AND k.account_id = $1
     WHERE r.id = $2
     ON CONFLICT (account_id, inn, (COALESCE(kpp, ''))) WHERE inn IS NOT NULL DO NOTHING
     RETURNING id::text AS id`,
    [accountId, registryId, now],
  );
  return rows[0]?.id ?? null;
}

/** Makes the customer current when the user has none yet. */
export async function selectCustomerIfNone(db: Sql, userId: string, customerId: string) {
  await db.query(
    'UPDATE users SET current_customer_id = $2 WHERE id = $1 AND current_customer_id IS NULL',
    [userId, customerId],
  );
}

/** Makes a customer of the user's current account current; false when it is not one of them. */
export async function selectCustomer(
  db: Sql,
  userId: string,
  customerId: string,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE users u SET current_customer_id = c.id FROM customers c
     WHERE u.id = $1 AND c.id::text = $2 AND c.account_id = u.current_account_id
     RETURNING u.id::text AS id`,
    [userId, customerId],
  );
  return rows.length > 0;
}
