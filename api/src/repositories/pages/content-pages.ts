import type { Sql } from '../../db/types.ts';
import { firstRow } from '../first-row.ts';
import type { Link, Seo } from '../../schemas/common.ts';
import type { ContentSection } from '../../schemas/pages.ts';

interface ContentPageRow {
  slug: string;
  title: string;
  seo: Seo;
  sections: ContentSection[];
  links: Link[];
  updated_at: Date | string;
}

/** One information page of the market, or null when the market has no page of that slug. */
export async function findContentPage(db: Sql, market: string, slug: string) {
  const row = await firstRow<ContentPageRow>(
    db,
    `SELECT slug, title, seo, sections, links, updated_at FROM content_pages
     WHERE market_id = $1 AND slug = $2`,
    [market, slug],
  );
  if (!row) return null;
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}

/** The market's information pages in menu order. */
export async function listContentPages(
  db: Sql,
  market: string,
): Promise<{ slug: string; title: string }[]> {
  const { rows } = await db.query<{ slug: string; title: string }>(
    'SELECT slug, title FROM content_pages WHERE market_id = $1 ORDER BY position, slug',
    [market],
  );
  return rows;
}
