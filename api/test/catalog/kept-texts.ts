import { expect } from 'vitest';
import type { Sql } from '../../src/db/types.ts';
import type { ListingResponse } from '../../src/schemas/catalog.ts';

/** The texts kept in the facet summary (their scopes, e.g. `all|q:fts:инструмент`). */
export async function keptScopes(db: Sql): Promise<string[]> {
  const { rows } = await db.query<{ scope: string }>(
    `SELECT DISTINCT scope FROM catalog_facet_summary WHERE scope LIKE '%|q:%' ORDER BY scope`,
  );
  return rows.map((r) => r.scope);
}

/** Drops every kept text, as a catalogue change does. */
export async function forgetKeptTexts(db: Sql): Promise<void> {
  await db.query(`DELETE FROM catalog_facet_summary WHERE scope LIKE '%|q:%'`);
}

/** As many other texts kept as there may be at this catalogue version: no room for another. */
export async function fillKeptTexts(db: Sql): Promise<void> {
  await forgetKeptTexts(db);
  await db.query(
    `INSERT INTO catalog_facet_summary (scope, version, kind, key, n)
     SELECT 'all|q:fts:слово' || i, version, 'total', NULL, 1
     FROM catalog_version, generate_series(1, 200) AS i`,
  );
}

/**
 * Each body answered afresh (no room to keep the text), then twice from its kept counts: the
 * answers must be the same. Returns the fresh answers.
 */
export async function keptAsFresh<B>(
  db: Sql,
  list: (body: B) => Promise<ListingResponse>,
  bodies: readonly B[],
): Promise<ListingResponse[]> {
  await fillKeptTexts(db);
  const fresh: ListingResponse[] = [];
  for (const body of bodies) fresh.push(await list(body));
  await forgetKeptTexts(db);
  for (const _ of [1, 2]) {
    for (const [i, body] of bodies.entries()) {
      expect(await list(body), JSON.stringify(body)).toEqual(fresh[i]);
    }
  }
  return fresh;
}
