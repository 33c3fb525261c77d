import type { Sql } from '../../db/types.ts';
import type { TextMatch } from './conditions.ts';
import { readFacetRows, type FacetQuery, type FacetRow } from './facets.ts';
import { keptSums, mergeCounts, type Within } from './text-parts.ts';
import {
  checkedAfter,
  firstIds,
  keptGroups,
  oneByOne,
  productsWithRows,
  scopeOf,
} from './text-words.ts';

/**
 * A kept text's listing with one brand filter, when its counts were added up from whole
 * categories: the rows of the whole categories the brands keep are the kept counts by category
 * and brand added up (`c:<id>|b:<id>`), so only the rows ranked one by one are counted. With
 * `page` (in the order of relevance), the page is the first of those ranked one by one and the
 * most popular of each group of whole categories the brands keep. Null when that does not apply:
 * another filter, a scope not kept by brand, or no whole category.
 */
export async function wholeByBrand(
  db: Sql,
  kept: readonly FacetRow[],
  query: FacetQuery,
  words: { match: TextMatch; within: Within },
  page: FacetQuery['page'],
): Promise<FacetRow[] | null> {
  const [only] = query.dimensions;
  const split = keptGroups(kept);
  const brands = only?.key === 'brand' ? only.brandIds : undefined;
  if (!only || !brands || !split || !query.text || !words.within.byBrand) return null;
  const level = Math.trunc(query.categoryLevel);
  const whole = [...split.groups.values()].flat();
  // The kept counts of each whole category by each brand, its path read alongside the rest.
  const wholeSums = db
    .query<{ id: number; path: number[] }>(
      'SELECT id, path FROM categories WHERE id = ANY($1::int[])',
      [whole],
    )
    .then(({ rows }) =>
      keptSums(
        db,
        rows.flatMap(({ id, path }) =>
          brands.map((b) => ({
            scope: `${words.within.part(id)}|b:${b}`,
            category: path[level - 1]?.toString() ?? null,
          })),
        ),
        { skip: 'brand', currentPromos: true },
      ),
    );
  const params = query.params.copy();
  const cheap = [...scopeOf(query), only.sql];
  // Those of other categories than the whole ones are counted, their listing rows read last.
  const restParams = params.copy();
  const notWhole = `t.category_id <> ALL(${restParams.add(whole)}::int[])`;
  const text = query.text;
  const others = oneByOne(
    restParams,
    words.match,
    checkedAfter(text, [notWhole, ...cheap]),
    split.mixed,
  );
  const ranked = oneByOne(params, words.match, checkedAfter(text, cheap), split.mixed);
  const [sums, rest, top] = await Promise.all([
    wholeSums,
    readFacetRows(db, {
      ...query,
      source: productsWithRows([others]),
      fixed: [],
      params: restParams,
      rank: null,
      page: null,
      skip: 'brand',
    }),
    page
      ? firstIds(db, params, {
          ranked,
          scoped: cheap,
          // The whole categories lie in the scope (the whole catalogue or a category).
          groupScoped: brands.map((b) => [`p.brand_id = ${params.add(b)}::int`]),
          rank: `ts_rank(t.search, to_tsquery('russian', ${params.add(words.match.tsquery)}))`,
          groups: split.groups,
          limit: page.offset + page.limit,
        })
      : [],
  ]);
  if (!sums) return null;
  const ids = top.slice(page?.offset ?? 0);
  return [
    ...mergeCounts([...sums, ...rest]),
    ...ids.map((id): FacetRow => ({ kind: 'page', key: String(id), n: 0, lo: null, hi: null })),
  ];
}
