import type { Sql } from '../../db/types.ts';

export interface ProductBrief {
  id: number;
  title: string;
  sku: string;
  slug: string;
  rent_allowed: boolean;
}

/**
 * The product a request names, with whether it may be rented: its top-level category is listed in
 * helpdesk_rent_categories and its price reaches that category's minimum. Null when unknown.
 */
export async function findProductBrief(db: Sql, productId: number): Promise<ProductBrief | null> {
  const { rows } = await db.query<ProductBrief>(
    `SELECT p.id, p.title, p.sku, p.slug,
       EXISTS (
         SELECT 1 FROM categories c
         JOIN helpdesk_rent_categories r ON r.category_slug = c.slug
         WHERE c.id = p.category_path[1] AND p.base_price >= r.min_price
       ) AS rent_allowed
     FROM products p WHERE p.id = $1`,
    [productId],
  );
  return rows[0] ?? null;
}
