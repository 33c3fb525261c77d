import type { Sql } from '../../db/types.ts';
import type {
  Breadcrumb,
  Category,
  CategoryRoot,
  Product,
  ProductDetails,
  ProductProperty,
  Promo,
  Seller,
} from '../../schemas/catalog.ts';
import { CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from './cards.ts';
import { catalogDictionary } from './dictionary.ts';
import { KeptPerDatabase } from './kept.ts';
import { summarisedCounts } from './facet-summary.ts';

interface Counts {
  categories: Map<number, number>;
  promos: Map<number, number>;
  sellers: Map<number, number>;
}

const keptCounts = new KeptPerDatabase<Promise<Counts>>(60_000);

/** The catalogue summary's totals, or a count of every product when it is out of date. */
async function countProducts(db: Sql): Promise<{ kind: string; id: number; n: number }[]> {
  const summarised = await summarisedCounts(db);
  if (summarised) return summarised;
  const { rows } = await db.query<{ kind: string; id: number; n: number }>(
    `SELECT 'c' AS kind, u.id, count(*)::int AS n FROM products p, unnest(p.category_path) AS u(id) GROUP BY u.id
     UNION ALL SELECT 'p', u.id, count(*)::int FROM products p, unnest(p.promo_ids) AS u(id) GROUP BY u.id
     UNION ALL SELECT 's', seller_id, count(*)::int FROM products GROUP BY seller_id`,
  );
  return rows;
}

/** Products per category (subtree included), promotion and seller; recounted once a minute. */
function productCounts(db: Sql): Promise<Counts> {
  return keptCounts.getOrKeep(db, '', () =>
    countProducts(db).then((rows) => {
      const of = (kind: string) =>
        new Map(rows.filter((r) => r.kind === kind).map((r) => [r.id, r.n]));
      return { categories: of('c'), promos: of('p'), sellers: of('s') };
    }),
  );
}

interface CategoryRow {
  id: number;
  slug: string;
  title: string;
  image_id: string | null;
  parent_id: number | null;
  depth: number;
}

/** Forgets the kept counts (the benchmark's cold requests). */
export function forgetProductCounts(db: Sql): void {
  keptCounts.forget(db);
}

/** The whole tree, roots in their order, each with its children and product counts. */
export async function categoryTree(db: Sql): Promise<CategoryRoot[]> {
  const [{ rows }, counts] = await Promise.all([
    db.query<CategoryRow>(
      'SELECT id, slug, title, image_id, parent_id, depth FROM categories ORDER BY depth, position, id',
    ),
    productCounts(db),
  ]);
  const node = (r: CategoryRow) => ({
    id: String(r.id),
    slug: r.slug,
    title: r.title,
    image_id: r.image_id,
    product_count: counts.categories.get(r.id) ?? 0,
  });
  const childrenOf = (id: number) => rows.filter((r) => r.parent_id === id);
  return rows
    .filter((r) => r.depth === 1)
    .map((root) => ({
      ...node(root),
      children: childrenOf(root.id).map((branch) => ({
        ...node(branch),
        children: childrenOf(branch.id).map(node),
      })),
    }));
}

/** A category by slug with its breadcrumbs and children; null when there is none. */
export async function findCategory(
  db: Sql,
  slug: string,
): Promise<(Category & { depth: number }) | null> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    title: string;
    description: string | null;
    image_id: string | null;
    depth: number;
    seller_slug: string | null;
    seller_title: string | null;
    breadcrumbs: Breadcrumb[];
  }>(
    `SELECT c.id, c.slug, c.title, c.description, c.image_id, c.depth,
       s.slug AS seller_slug, s.title AS seller_title,
       (SELECT json_agg(json_build_object('slug', a.slug, 'title', a.title) ORDER BY a.depth)
          FROM categories a WHERE a.id = ANY(c.path)) AS breadcrumbs
     FROM categories c LEFT JOIN sellers s ON s.id = c.seller_id
     WHERE c.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  const [children, counts] = await Promise.all([
    db.query<CategoryRow>(
      'SELECT id, slug, title, image_id, parent_id, depth FROM categories WHERE parent_id = $1 ORDER BY position, id',
      [row.id],
    ),
    productCounts(db),
  ]);
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    ecommerce_id: `cat-${row.id}`,
    image_id: row.image_id,
    seller:
      row.seller_slug && row.seller_title
        ? { slug: row.seller_slug, title: row.seller_title }
        : null,
    breadcrumbs: row.breadcrumbs,
    children: children.rows.map((c) => ({
      id: String(c.id),
      slug: c.slug,
      title: c.title,
      image_id: c.image_id,
      product_count: counts.categories.get(c.id) ?? 0,
    })),
    product_count: counts.categories.get(row.id) ?? 0,
    depth: row.depth,
  };
}

const PROMO_COLUMNS = `id, slug, title, announcement, description, image_id,
  to_char(active_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS active_since,
  to_char(active_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS active_until`;

type PromoRow = Omit<Promo, 'id' | 'product_count'> & { id: number };

async function toPromos(db: Sql, rows: PromoRow[]): Promise<Promo[]> {
  const counts = await productCounts(db);
  return rows.map((r) => ({ ...r, id: String(r.id), product_count: counts.promos.get(r.id) ?? 0 }));
}

/** Current and upcoming promotions, soonest ending first. */
export async function listPromos(db: Sql): Promise<Promo[]> {
  const { rows } = await db.query<PromoRow>(
    `SELECT ${PROMO_COLUMNS} FROM promos WHERE active_until >= now() ORDER BY active_until, id`,
  );
  return toPromos(db, rows);
}

/** A promotion by slug, past ones included; null when there is none. */
export async function findPromo(db: Sql, slug: string): Promise<Promo | null> {
  const { rows } = await db.query<PromoRow>(`SELECT ${PROMO_COLUMNS} FROM promos WHERE slug = $1`, [
    slug,
  ]);
  return (await toPromos(db, rows))[0] ?? null;
}

export async function findSeller(db: Sql, slug: string): Promise<(Seller & { id: number }) | null> {
  const { rows } = await db.query<Omit<Seller, 'product_count'> & { id: number }>(
    'SELECT id, slug, title, description, image_id FROM sellers WHERE slug = $1',
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  const counts = await productCounts(db);
  return { ...row, product_count: counts.sellers.get(row.id) ?? 0 };
}

/** The full product by slug; null when there is none. */
export async function findProduct(db: Sql, slug: string): Promise<Product | null> {
  const { rows } = await db.query<
    CardRow & {
      details: ProductDetails;
      enum_props: string[];
      num_keys: string[];
      num_values: number[];
      breadcrumbs: Breadcrumb[];
    }
  >(
    `SELECT ${CARD_COLUMNS}, d.details, p.enum_props, p.num_keys, p.num_values,
       (SELECT json_agg(json_build_object('slug', a.slug, 'title', a.title) ORDER BY a.depth)
          FROM categories a WHERE a.id = ANY(p.category_path)) AS breadcrumbs
     FROM products p ${CARD_JOINS} JOIN product_details d ON d.product_id = p.id
     WHERE p.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  const { properties: dictionary } = await catalogDictionary(db);
  const properties: ProductProperty[] = [];
  for (const property of dictionary) {
    const index = row.num_keys.indexOf(property.id);
    const token = row.enum_props.find((t) => t.startsWith(`${property.id}=`));
    const value =
      index >= 0
        ? String(row.num_values[index]).replace('.', ',')
        : token?.slice(property.id.length + 1);
    if (value !== undefined) {
      properties.push({ id: property.id, title: property.title, value, units: property.units });
    }
  }
  const d = row.details;
  return {
    ...toCard(row),
    breadcrumbs: row.breadcrumbs,
    properties,
    warranty: d.warranty,
    description: d.description,
    datasheets: d.datasheets,
    inventories: d.inventories,
    items: d.items,
    features: d.features,
    dimensions: d.dimensions,
    video: d.video,
    video360: d.video360,
    shipping: d.shipping,
  };
}
