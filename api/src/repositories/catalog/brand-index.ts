import type { Sql } from '../../db/types.ts';
import type { BrandSummary } from '../../schemas/pages.ts';

/** Every brand that has products, with its product count, by title. */
export async function brandIndex(db: Sql): Promise<BrandSummary[]> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    title: string;
    image_id: string | null;
    product_count: number;
  }>(
    `SELECT b.id, b.slug, b.title, b.image_id, count(p.id)::int AS product_count
     FROM brands b JOIN products p ON p.brand_id = b.id
     GROUP BY b.id ORDER BY b.search_title, b.id`,
  );
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}
