import type { Sql } from '../../db/types.ts';
import type { ListingFilter } from '../../schemas/catalog.ts';

/** An ENUM value ('E', 'property=value') or a NUMBER property id ('N') of `listing_terms`. */
export type TermKey = `${'E' | 'N'}:${string}`;

/** The numbers of the terms a filter names; a term no product has is missing. */
export type TermIds = ReadonlyMap<TermKey, number>;

/** Terms are numbered once and never renumbered, so a number once read stays right for good. */
const known = new WeakMap<Sql, Map<TermKey, number>>();

/** The terms a listing filter names: its ENUM values and its NUMBER property ids. */
function termsOf(filter: ListingFilter | undefined): TermKey[] {
  return (filter?.properties ?? []).flatMap((property): TermKey[] =>
    property.values && property.values.length > 0
      ? property.values.map((v): TermKey => `E:${property.id}=${v}`)
      : [`N:${property.id}`],
  );
}

/**
 * The numbers of the terms the filter names. Those read before are kept; the others are looked
 * up (a term no product has yet is looked up again next time, since a product may bring it).
 */
export async function filterTermIds(db: Sql, filter: ListingFilter | undefined): Promise<TermIds> {
  let ids = known.get(db);
  if (!ids) {
    ids = new Map();
    known.set(db, ids);
  }
  const missing = [...new Set(termsOf(filter))].filter((key) => !ids.has(key));
  if (missing.length > 0) {
    const { rows } = await db.query<{ kind: 'E' | 'N'; term: string; id: number }>(
      `SELECT t.kind, t.term, t.id FROM listing_terms t
       JOIN unnest($1::text[], $2::text[]) AS m(kind, term) ON t.kind = m.kind AND t.term = m.term`,
      [missing.map((key) => key.slice(0, 1)), missing.map((key) => key.slice(2))],
    );
    for (const row of rows) ids.set(`${row.kind}:${row.term}`, row.id);
  }
  return ids;
}
