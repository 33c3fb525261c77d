import type { Sql } from '../../db/types.ts';

export interface CostCenter {
  id: string;
  title: string;
  description: string;
}

/** Every account starts with these; the owner's own ones would be added next to them. */
const DEFAULT_COST_CENTERS: readonly Omit<CostCenter, 'id'>[] = [
  { title: 'Основное подразделение', description: 'Закупки для офиса и общих нужд' },
  { title: 'Производство', description: 'Инструмент и расходные материалы для цехов' },
  { title: 'Склад и логистика', description: 'Стеллажи, тара, погрузочная техника' },
  { title: 'Ремонт и обслуживание', description: 'Запчасти и работы по содержанию зданий' },
];

/**
 * The account's cost centres; an account that has none gets the default set on first read
 * (ON CONFLICT makes two first reads at once harmless).
 */
export async function listCostCenters(db: Sql, accountId: string): Promise<CostCenter[]> {
  const read = () =>
    db.query<CostCenter>(
      `SELECT id::text AS id, title, description FROM cost_centers
       WHERE account_id = $1 ORDER BY position, title`,
      [accountId],
    );
  const existing = await read();
  if (existing.rows.length > 0) return existing.rows;
  await db.query(
    `INSERT INTO cost_centers (account_id, title, description, position)
     SELECT $1, t.title, t.description, t.position
     FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(title, description, position)
     ON CONFLICT (account_id, title) DO NOTHING`,
    [
      accountId,
      DEFAULT_COST_CENTERS.map((c) => c.title),
      DEFAULT_COST_CENTERS.map((c) => c.description),
    ],
  );
  return (await read()).rows;
}
