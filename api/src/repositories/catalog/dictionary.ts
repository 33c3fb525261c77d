import type { Sql } from '../../db/types.ts';

export interface Named {
  slug: string;
  title: string;
}

export interface PropertyInfo {
  id: string;
  title: string;
  kind: 'NUMBER' | 'ENUM';
  units: string | null;
}

/** Names of the small reference tables, keyed by id as text, and the property dictionary. */
export interface CatalogDictionary {
  brands: Map<string, Named>;
  categories: Map<string, Named>;
  promos: Map<string, Named>;
  sellers: Map<string, Named>;
  properties: PropertyInfo[];
  /** Ids by slug, per kind. */
  ids: Record<'brand' | 'category' | 'promo' | 'seller', Map<string, number>>;
  /** Each category's depth in the tree (1 for a root), by id. */
  categoryDepths: Map<number, number>;
  /** Each category's path from its root (its own id last), by id. */
  categoryPaths: Map<number, number[]>;
}

const cache = new WeakMap<Sql, Promise<CatalogDictionary>>();

async function load(db: Sql): Promise<CatalogDictionary> {
  const { rows } = await db.query<{
    kind: string;
    id: string;
    slug: string;
    title: string;
    depth: number | null;
    path: number[] | null;
  }>(
    `SELECT 'brand' AS kind, id::text AS id, slug, title, NULL::int AS depth, NULL::int[] AS path
       FROM brands
     UNION ALL SELECT 'category', id::text, slug, title, depth, path FROM categories
     UNION ALL SELECT 'promo', id::text, slug, title, NULL, NULL FROM promos
     UNION ALL SELECT 'seller', id::text, slug, title, NULL, NULL FROM sellers`,
  );
  const properties = await db.query<PropertyInfo>(
    'SELECT id, title, kind, units FROM properties ORDER BY position',
  );
  const of = (kind: string) =>
    new Map(
      rows.filter((r) => r.kind === kind).map((r) => [r.id, { slug: r.slug, title: r.title }]),
    );
  const ids = (kind: string) =>
    new Map(rows.filter((r) => r.kind === kind).map((r) => [r.slug, Number(r.id)]));
  return {
    brands: of('brand'),
    categories: of('category'),
    promos: of('promo'),
    sellers: of('seller'),
    properties: properties.rows,
    ids: {
      brand: ids('brand'),
      category: ids('category'),
      promo: ids('promo'),
      seller: ids('seller'),
    },
    categoryDepths: new Map(
      rows.filter((r) => r.kind === 'category').map((r) => [Number(r.id), r.depth ?? 1]),
    ),
    categoryPaths: new Map(
      rows.filter((r) => r.kind === 'category').map((r) => [Number(r.id), r.path ?? []]),
    ),
  };
}

/**
 * The reference names, read once per database: brands, categories, promotions and properties
 * change only with a seed or a deploy. A failed read is forgotten so the next call retries.
 */
export function catalogDictionary(db: Sql): Promise<CatalogDictionary> {
  let entry = cache.get(db);
  if (!entry) {
    entry = load(db);
    cache.set(db, entry);
    entry.catch(() => cache.delete(db));
  }
  return entry;
}

/** The id and depth of a category by slug, for its listing; null when there is none. */
export async function categoryScope(
  db: Sql,
  slug: string,
): Promise<{ id: number; depth: number } | null> {
  const { ids, categoryDepths } = await catalogDictionary(db);
  const id = ids.category.get(slug);
  return id === undefined ? null : { id, depth: categoryDepths.get(id) ?? 1 };
}

/** The id of a promotion by slug (past ones included), for its listing; null when there is none. */
export async function promoScope(db: Sql, slug: string): Promise<number | null> {
  return (await catalogDictionary(db)).ids.promo.get(slug) ?? null;
}
