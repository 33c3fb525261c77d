import type { Database, Sql } from '../../db/types.ts';
import type { FacetRow } from './facets.ts';
import { CATEGORY_WORDS_ROWS } from './text-words.ts';

/**
 * Every product under each scope it belongs to: the whole catalogue, each category of its path
 * (whose CATEGORY facet counts the next level down, leaves count themselves), each promotion and
 * its seller. The levels match `categoryLevel` of the listing. A product's own category is also
 * kept with its brand, each promotion and its seller (`c:<id>|b:<id>`, `c:<id>|p:<id>`,
 * `c:<id>|s:<id>`): a broad text's counts within a promotion or a seller, or with a brand filter,
 * add up those of the categories it matches whole (`wordCounts`).
 */
const SCOPED_PRODUCTS = `SELECT sc.scope, sc.level, p.brand_id, p.category_path, p.user_price,
    p.promo_ids, p.enum_props, p.num_keys, p.num_values
  FROM products p CROSS JOIN LATERAL (
    SELECT 'all'::text AS scope, 1 AS level
    UNION ALL SELECT 'c:' || u.c, least(u.i + 1, 3)::int
      FROM unnest(p.category_path) WITH ORDINALITY AS u(c, i)
    UNION ALL SELECT 'p:' || pr, 1 FROM unnest(p.promo_ids) AS pr
    UNION ALL SELECT 's:' || p.seller_id, 1
    UNION ALL SELECT 'c:' || p.category_id || '|' || o.part, least(cardinality(p.category_path) + 1, 3)
      FROM unnest(array_append(ARRAY(SELECT 'p:' || pr FROM unnest(p.promo_ids) AS pr),
        's:' || p.seller_id) || ('b:' || p.brand_id)) AS o(part)
  ) AS sc`;

/**
 * The rows the live facet statement gives for a scope without text or filters, for every scope at
 * once; the total row carries the price range. Promotions are counted whatever their dates: the
 * reader keeps the current ones.
 */
const SUMMARY_ROWS = `WITH s AS NOT MATERIALIZED (${SCOPED_PRODUCTS})
  SELECT scope, 'total' AS kind, NULL AS key, count(*)::int AS n, min(user_price)::float8 AS lo,
    max(user_price)::float8 AS hi FROM s GROUP BY scope
  UNION ALL SELECT scope, 'brand', brand_id::text, count(*)::int, NULL, NULL
    FROM s GROUP BY scope, brand_id
  UNION ALL SELECT scope, 'category', category_path[level]::text, count(*)::int, NULL, NULL
    FROM s WHERE category_path[level] IS NOT NULL GROUP BY scope, category_path[level]
  UNION ALL SELECT scope, 'promo', pr::text, count(*)::int, NULL, NULL
    FROM s, unnest(promo_ids) AS pr GROUP BY scope, pr
  UNION ALL SELECT scope, 'enum', tok, count(*)::int, NULL, NULL
    FROM s, unnest(enum_props) AS tok GROUP BY scope, tok
  UNION ALL SELECT scope, 'num', k, count(x)::int, min(x), max(x)
    FROM s, unnest(num_keys, num_values) AS nv(k, x) GROUP BY scope, k`;

/**
 * Counts the facets of every standard scope again and marks the catalogue summarised. Run it in
 * the transaction that changed the products (or right after the seed): until then listings count
 * what they need themselves, and keep it.
 */
export async function refreshCatalogSummary(tx: Sql): Promise<void> {
  await tx.query('DELETE FROM catalog_facet_summary');
  await tx.query(
    `INSERT INTO catalog_facet_summary (scope, version, kind, key, n, lo, hi)
     SELECT r.scope, v.version, r.kind, r.key, r.n, r.lo, r.hi
     FROM catalog_version v, (${SUMMARY_ROWS} UNION ALL ${CATEGORY_WORDS_ROWS}) AS r`,
  );
  await tx.query('UPDATE catalog_version SET summarised = true');
}

/**
 * Counts every standard scope when the catalogue changed since the last count (a deploy that
 * brought the summary, products written by hand); one transaction, so readers see all or nothing.
 */
export async function ensureCatalogSummary(db: Database): Promise<void> {
  const { rows } = await db.query<{ summarised: boolean }>(
    'SELECT summarised FROM catalog_version',
  );
  if (rows[0]?.summarised) return;
  await db.transaction((tx) => refreshCatalogSummary(tx));
}

interface SummaryRow extends FacetRow {
  version: string;
}

/** Which active promotions the facet may name: the summary counts every promotion. */
const CURRENT_PROMOS = `SELECT id::text FROM promos WHERE now() BETWEEN active_since AND active_until`;

/** The kept rows of a scope at the current version (null when not counted) and that version. */
async function lookup(
  db: Sql,
  scope: string,
): Promise<{ rows: FacetRow[] | null; version: string | undefined }> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT v.version::text AS version, s.kind, s.key, s.n, s.lo, s.hi
     FROM catalog_version v
     LEFT JOIN catalog_facet_summary s ON s.scope = $1 AND s.version = v.version
       AND (s.kind <> 'promo' OR s.key IN (${CURRENT_PROMOS}))`,
    [scope],
  );
  const version = rows[0]?.version;
  const total = rows.find((r) => r.kind === 'total');
  if (!total) return { rows: null, version };
  const kept: FacetRow[] = rows.map(({ kind, key, n, lo, hi }) => ({ kind, key, n, lo, hi }));
  kept.push({ kind: 'price', key: null, n: total.n, lo: total.lo, hi: total.hi });
  return { rows: kept, version };
}

/**
 * The facet rows of a scope without text or filters: from the summary when it holds the scope at
 * the current catalogue version, otherwise counted by `compute` (every promotion included) and
 * kept for the next visitor, tagged with the version read before counting, so a change meanwhile
 * leaves them unread.
 */
export async function summaryFacetRows(
  db: Sql,
  scope: string,
  compute: () => Promise<FacetRow[]>,
): Promise<FacetRow[]> {
  const found = await lookup(db, scope);
  if (found.rows) return found.rows;
  const computed = await compute();
  if (found.version !== undefined) await keep(db, scope, found.version, computed);
  // Read back, so the promotions are the current ones; a change meanwhile drops them instead.
  return (await lookup(db, scope)).rows ?? computed.filter((r) => r.kind !== 'promo');
}

/** Texts kept at one catalogue version at most: every visitor may type a new one. */
const MAX_KEPT_TEXTS = 200;

/**
 * Like `summaryFacetRows` for a text within a scope (`…|q:…`), but null when the text is not
 * kept and cannot be (MAX_KEPT_TEXTS texts are, or the catalogue changed meanwhile): the caller
 * then counts its listing as it would without the summary.
 */
export async function textFacetRows(
  db: Sql,
  scope: string,
  compute: () => Promise<FacetRow[]>,
): Promise<FacetRow[] | null> {
  const found = await lookup(db, scope);
  if (found.rows) return found.rows;
  if (found.version === undefined) return null;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT scope)::int AS n FROM catalog_facet_summary
     WHERE version = $1::bigint AND scope LIKE '%|q:%'`,
    [found.version],
  );
  if ((rows[0]?.n ?? 0) >= MAX_KEPT_TEXTS) return null;
  await keep(db, scope, found.version, await compute());
  return (await lookup(db, scope)).rows;
}

async function keep(db: Sql, scope: string, version: string, rows: FacetRow[]): Promise<void> {
  const price = rows.find((r) => r.kind === 'price');
  const kept = rows.flatMap((r) => {
    if (r.kind === 'price' || r.kind === 'page') return [];
    if (r.kind === 'total') return [{ ...r, lo: price?.lo ?? null, hi: price?.hi ?? null }];
    return r.n > 0 ? [r] : [];
  });
  await db.query(
    `INSERT INTO catalog_facet_summary (scope, version, kind, key, n, lo, hi)
     SELECT $1, $2::bigint, * FROM unnest($3::text[], $4::text[], $5::int[], $6::float8[],
       $7::float8[])
     ON CONFLICT DO NOTHING`,
    [
      scope,
      version,
      kept.map((r) => r.kind),
      kept.map((r) => r.key),
      kept.map((r) => r.n),
      kept.map((r) => r.lo),
      kept.map((r) => r.hi),
    ],
  );
}

/** Products per category (subtree included), promotion and seller; null until summarised. */
export async function summarisedCounts(
  db: Sql,
): Promise<{ kind: string; id: number; n: number }[] | null> {
  const { rows } = await db.query<{ summarised: boolean; scope: string | null; n: number | null }>(
    `SELECT v.summarised, s.scope, s.n FROM catalog_version v
     LEFT JOIN catalog_facet_summary s ON v.summarised AND s.version = v.version
       AND s.kind = 'total' AND s.scope ~ '^[cps]:\\d+$'`,
  );
  if (!rows[0]?.summarised) return null;
  return rows.flatMap((r) =>
    r.scope === null || r.n === null
      ? []
      : [{ kind: r.scope.slice(0, 1), id: Number(r.scope.slice(2)), n: r.n }],
  );
}
