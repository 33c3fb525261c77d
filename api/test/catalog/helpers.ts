import { expect } from 'vitest';
import type { Sql } from '../../src/db/types.ts';
import { forgetCatalogCaches } from '../../src/repositories/catalog/facet-cache.ts';
import type { ListingResponse } from '../../src/schemas/catalog.ts';
import type { TestApp } from '../support/app.ts';

/** A product as the tests see it, read straight from the tables. */
export interface PlainProduct {
  id: string;
  slug: string;
  title: string;
  brand: string;
  seller: string;
  path: number[];
  price: number;
  popularity: number;
  created: number;
  promos: number[];
  enums: Map<string, string>;
  nums: Map<string, number>;
}

export async function loadProducts(db: Sql): Promise<PlainProduct[]> {
  const { rows } = await db.query<{
    id: string;
    slug: string;
    title: string;
    brand: string;
    seller: string;
    category_path: number[];
    price: number;
    popularity: number;
    created: number;
    promo_ids: number[];
    enum_props: string[];
    num_keys: string[];
    num_values: number[];
  }>(
    `SELECT p.id::text AS id, p.slug, p.title, b.slug AS brand, s.slug AS seller, p.category_path,
       p.user_price::float8 AS price, p.popularity,
       extract(epoch FROM p.created_at)::float8 AS created, p.promo_ids, p.enum_props,
       p.num_keys, p.num_values
     FROM products p JOIN brands b ON b.id = p.brand_id JOIN sellers s ON s.id = p.seller_id`,
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    brand: r.brand,
    seller: r.seller,
    path: r.category_path,
    price: r.price,
    popularity: r.popularity,
    created: r.created,
    promos: r.promo_ids,
    enums: new Map(
      r.enum_props.map((t) => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]),
    ),
    nums: new Map(r.num_keys.map((k, i) => [k, r.num_values[i] ?? Number.NaN])),
  }));
}

/** Products per current promotion (by slug), as the promotions facet counts them. */
export async function currentPromoCounts(
  db: Sql,
  products: readonly PlainProduct[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM promos WHERE now() BETWEEN active_since AND active_until',
  );
  const counts = new Map<string, number>();
  for (const promo of rows) {
    const n = products.filter((p) => p.promos.includes(promo.id)).length;
    if (n > 0) counts.set(promo.slug, n);
  }
  return counts;
}

/** Occurrences of each key, e.g. products per brand. */
export function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** The most frequent keys, most frequent first. */
export function topKeys(counts: Map<string, number>, n: number): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k]) => k);
}

export function requests(t: TestApp) {
  const headers = { 'x-market-id': 'garwin' };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** A product listing asked with the application's caches emptied first: counted from the tables. */
export function coldListing(t: TestApp) {
  const api = requests(t);
  return async (body: object, url = '/v1/products'): Promise<ListingResponse> => {
    forgetCatalogCaches(t.db);
    const res = await api.post(url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
}
