import type { Sql } from '../../db/types.ts';
import type { ProductCard, ProductStatus } from '../../schemas/catalog.ts';
import { catalogDictionary } from './dictionary.ts';

/** Columns of a product card; the query must join `brands b`, `categories c` and `sellers s`. */
export const CARD_COLUMNS = `p.id::text AS id, p.slug, p.title, p.sku,
  b.id::text AS brand_id, b.slug AS brand_slug, b.title AS brand_title,
  c.id::text AS category_id, c.slug AS category_slug, c.title AS category_title,
  p.image_ids, p.base_price::float8 AS base_price, p.user_price::float8 AS user_price,
  p.discount, p.currency_code, p.status, s.slug AS seller_slug, s.title AS seller_title,
  p.rating::float8 AS rating, p.popularity`;

export const CARD_JOINS = `JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  JOIN sellers s ON s.id = p.seller_id`;

export interface CardRow {
  id: string;
  slug: string;
  title: string;
  sku: string;
  brand_id: string;
  brand_slug: string;
  brand_title: string;
  category_id: string;
  category_slug: string;
  category_title: string;
  image_ids: string[];
  base_price: number;
  user_price: number;
  discount: number;
  currency_code: string;
  status: ProductStatus;
  seller_slug: string;
  seller_title: string;
  rating: number | null;
  popularity: number;
}

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    sku: row.sku,
    brand: { id: row.brand_id, slug: row.brand_slug, title: row.brand_title },
    category: { id: row.category_id, slug: row.category_slug, title: row.category_title },
    image_ids: row.image_ids,
    base_price: row.base_price,
    user_price: row.user_price,
    discount: row.discount,
    currency_code: row.currency_code,
    status: row.status,
    seller: { slug: row.seller_slug, title: row.seller_title },
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    popularity: row.popularity,
  };
}

/**
 * A card's own columns, without the names of its brand, category and seller: those are the
 * catalogue's kept names (see dictionary.ts), so a listing reads `products` alone.
 */
const LISTED_COLUMNS = `p.id::text AS id, p.slug, p.title, p.sku, p.brand_id::text AS brand_id,
  p.category_id::text AS category_id, p.seller_id::text AS seller_id, p.image_ids,
  p.base_price::float8 AS base_price, p.user_price::float8 AS user_price, p.discount,
  p.currency_code, p.status, p.rating::float8 AS rating, p.popularity`;

type ListedRow = Omit<
  CardRow,
  'brand_slug' | 'brand_title' | 'category_slug' | 'category_title' | 'seller_slug' | 'seller_title'
> & { seller_id: string };

/** Cards of `LISTED_COLUMNS` rows, named from the catalogue's kept names. */
async function listedCards(db: Sql, rows: ListedRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const { brands, categories, sellers } = await catalogDictionary(db);
  const unnamed = { slug: '', title: '' };
  return rows.map((row) => {
    const brand = brands.get(row.brand_id) ?? unnamed;
    const category = categories.get(row.category_id) ?? unnamed;
    const seller = sellers.get(row.seller_id) ?? unnamed;
    return toCard({
      ...row,
      brand_slug: brand.slug,
      brand_title: brand.title,
      category_slug: category.slug,
      category_title: category.title,
      seller_slug: seller.slug,
      seller_title: seller.title,
    });
  });
}

/**
 * Cards of products matching `where` (on `products p`), in `orderBy` order. `where` and `orderBy`
 * are trusted SQL built by the repositories; values travel in `params`.
 */
export async function selectCards(
  db: Sql,
  where: string,
  orderBy: string,
  limit: number,
  offset: number,
  params: readonly unknown[],
): Promise<ProductCard[]> {
  const page = `ORDER BY ${orderBy} LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
  const { rows } = await db.query<ListedRow>(
    `SELECT ${LISTED_COLUMNS} FROM products p WHERE ${where} ${page}`,
    params,
  );
  return listedCards(db, rows);
}

/** A page of a listing: which rows, in which order, and how to find them. */
export interface ListedPage {
  /** `listing_rows p`, maybe joined to `products t` (see `listingSource`). */
  source: string;
  where: string;
  orderBy: string;
  /** The same order over `products p` (the relevance recomputed there). */
  cardOrderBy: string;
  limit: number;
  offset: number;
  /** Collect and sort the matching rows rather than walk an index in the sort order. */
  sortFirst: boolean;
}

/**
 * Cards of one listing page: the page's ids are picked from the narrow listing rows, then the
 * cards of just those are read from `products` by primary key. With `sortFirst` the matching rows
 * are collected (through the filters' indexes) and sorted before the page is cut, rather than
 * walking an index in the sort order.
 */
export async function selectListedCards(
  db: Sql,
  page: ListedPage,
  params: readonly unknown[],
): Promise<ProductCard[]> {
  const { source, where, orderBy } = page;
  const cut = `ORDER BY ${orderBy} LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`;
  // OFFSET 0: the matching rows are found by the filters' indexes, then sorted as they come,
  // without being copied aside first.
  const ids = page.sortFirst
    ? `SELECT p.id FROM (
         SELECT p.id, p.popularity, p.user_price, p.created_at FROM ${source} WHERE ${where} OFFSET 0
       ) p ${cut}`
    : `SELECT p.id FROM ${source} WHERE ${where} ${cut}`;
  const { rows } = await db.query<ListedRow>(
    `SELECT ${LISTED_COLUMNS} FROM products p WHERE p.id IN (${ids}) ORDER BY ${page.cardOrderBy}`,
    params,
  );
  return listedCards(db, rows);
}
