/**
 * `pnpm bench:catalog`: seeds BENCH_PRODUCTS (default 100,000) products into (a) PGlite in a temp
 * folder and (b) a throw-away PostgreSQL 15, then sends every shape of catalogue listing (category
 * pages with and without filters, promotions, sellers, text, sort orders, a filter that matches
 * nothing, a deep page) through the REST app one at a time and prints p50/p95 per database: cold,
 * with the application's caches emptied before every request, and warm. The cold requests of a
 * broad text and a typo are each the first search of the text after a catalogue change (its kept
 * counts dropped).
 * It prints figures. Before timing, every request is answered once cold and once warm: the two
 * must agree, PGlite and PostgreSQL must agree, and with BENCH_ANSWERS=<file> the answers must be
 * those kept in the file by an earlier run (the first run writes it); it prints any difference.
 *
 * `pnpm bench:catalog --explain` instead writes the plans of every shape, as PostgreSQL 15's
 * EXPLAIN (ANALYZE, BUFFERS) gives them on a cold request, to api/docs/catalog-plans.md (with
 * BENCH_ONLY, or BENCH_DB=pglite for PGlite's, it prints them instead).
 *
 * BENCH_DB=pglite|postgres measures one database only; BENCH_DATABASE_URL uses a running
 * PostgreSQL instead of a throw-away one (migrated, and seeded when its catalogue is empty), and
 * BENCH_PGLITE_DIR a PGlite folder that is kept: the first run seeds it, later runs migrate it and
 * reuse its catalogue (seeding 100,000 products on PGlite takes minutes).
 * With both databases measured it prints, per shape, PGlite's p95 over PostgreSQL's.
 * BENCH_ONLY=<words> keeps the shapes whose name contains any of the comma-separated words.
 * BENCH_BASELINE=<folder of another checkout> instead checks that its app answers every request
 * as this one does, then times both on the same database with their requests sent in turn, so a
 * busy machine slows both alike (BENCH_COLD_RUNS requests each).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../api/src/app.ts';
import { readConfig } from '../api/src/config.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { openPglite } from '../api/src/db/pglite.ts';
import { openPostgres } from '../api/src/db/postgres.ts';
import type { Database } from '../api/src/db/types.ts';
import { forgetCatalogCaches } from '../api/src/repositories/catalog/facet-cache.ts';
import { forgetProductCounts } from '../api/src/repositories/catalog/pages.ts';
import { seed } from '../api/src/seed/index.ts';
import { postgresAvailable, startPostgres } from '../api/test/support/postgres.ts';
import {
  checkAgainstFile,
  collectAnswers,
  compareAnswers,
  type Answers,
} from './bench-catalog/answers.ts';
import { explainScenarios, recordingDatabase } from './bench-catalog/explain.ts';
import { measure, type Figures } from './bench-catalog/measure.ts';
import { baselineSide, comparePaired, type Side } from './bench-catalog/paired.ts';
import { SCENARIOS as ALL_SCENARIOS } from './bench-catalog/scenarios.ts';

const products = process.env.BENCH_PRODUCTS ?? '100000';
const runs = Number(process.env.BENCH_RUNS ?? 200);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? Math.ceil(runs / 4));
const only = process.env.BENCH_DB;
const explain = process.argv.includes('--explain');
const wanted = process.env.BENCH_ONLY?.split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const SCENARIOS = wanted
  ? ALL_SCENARIOS.filter((s) => wanted.some((w) => s.name.includes(w)))
  : ALL_SCENARIOS;
const plansFile = new URL('../api/docs/catalog-plans.md', import.meta.url);
const config = readConfig({ NODE_ENV: 'test', SEED_PRODUCTS: products });

interface Result {
  label: string;
  cold: Figures[];
  warm: Figures[];
  answers: Answers;
}

/** Differences found by the answers check, printed at the end. */
const problems: string[] = [];

async function bench(label: string, database: Database): Promise<Result> {
  await migrate(database);
  const started = performance.now();
  await seed(database, config);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: seeded ${products} products in ${seconds.toFixed(1)} s`);
  const recorder = recordingDatabase(database);
  const db = recorder.db;
  const app = await buildApp({ config, db });
  await app.ready();
  const reset = () => {
    forgetCatalogCaches(db);
    forgetProductCounts(db);
  };
  // A catalogue change drops the texts' kept counts (the scopes' are counted again at once).
  const forgetTexts = async () => {
    reset();
    await database.query(`DELETE FROM catalog_facet_summary WHERE scope LIKE '%|q:%'`);
  };
  const result: Result = { label, cold: [], warm: [], answers: {} };
  try {
    if (explain) {
      const plans = await explainScenarios(app, database, recorder, SCENARIOS, reset, forgetTexts);
      if (wanted || database.kind === 'pglite') {
        console.log(plans);
        return result;
      }
      mkdirSync(new URL('.', plansFile), { recursive: true });
      // Formatted as the repository's Prettier check expects of any markdown.
      const style = await resolveConfig(plansFile);
      writeFileSync(
        plansFile,
        await format(header(label) + plans, { ...style, parser: 'markdown' }),
      );
      console.log(`plans written to ${plansFile.pathname}`);
      return result;
    }
    const baseline = process.env.BENCH_BASELINE;
    if (baseline) {
      result.answers = await measurePaired(
        label,
        { name: 'this checkout', app, reset },
        baseline,
        db,
        forgetTexts,
      );
      return result;
    }
    const checked = await collectAnswers(app, SCENARIOS, reset);
    result.answers = checked.answers;
    problems.push(
      ...checked.problems.map((p) => `${label}: ${p}`),
      ...checkAgainstFile(label, checked.answers, process.env.BENCH_ANSWERS, Boolean(wanted)),
    );
    for (const scenario of SCENARIOS) {
      result.cold.push(
        await measure(app, scenario, coldRuns, scenario.firstSearch ? forgetTexts : reset),
      );
      result.warm.push(await measure(app, scenario, runs));
      console.log(`${label}: ${scenario.name} done`);
    }
  } finally {
    await app.close();
  }
  return result;
}

/** BENCH_BASELINE: the answers must be the baseline's; then both are timed in turn. */
async function measurePaired(
  label: string,
  mine: Side,
  baseline: string,
  db: Database,
  forgetTexts: () => Promise<void>,
) {
  const other = await baselineSide(baseline, config, db);
  try {
    const theirs = await collectAnswers(other.app, SCENARIOS, other.reset);
    const ours = await collectAnswers(mine.app, SCENARIOS, mine.reset);
    problems.push(
      ...ours.problems.map((p) => `${label}: ${p}`),
      ...compareAnswers(
        theirs.answers,
        ours.answers,
        `${label} baseline`,
        `${label} this checkout`,
      ),
      ...checkAgainstFile(label, ours.answers, process.env.BENCH_ANSWERS, Boolean(wanted)),
    );
    await comparePaired(label, [other, mine], SCENARIOS, coldRuns, forgetTexts);
    return ours.answers;
  } finally {
    await other.app.close();
  }
}

function header(label: string): string {
  return `# Catalogue listing plans

Written by \`pnpm bench:catalog --explain\` on ${label} with ${products} generated products: the
statements one request of each listing shape runs on \`listing_rows\` and \`products\` (and, for a
typo, \`catalog_words\`), with the
application's caches empty (so the facet counts are computed), each as \`EXPLAIN (ANALYZE, BUFFERS)\` shows it.

What to look for:

- Listings read \`listing_rows\`, a narrow copy of each product that triggers on \`products\` keep in
  step: only what a listing filters, counts, sorts or searches on (42 MB, half of it the search
  vectors, against 90 MB for \`products\`), with ENUM values and NUMBER property ids as
  integers numbered in \`listing_terms\`. Counts hash
  integers and name the few buckets afterwards; the cards of a page are then read from
  \`products\` by primary key.
- With text, the listing rows carry their products' search vectors (\`search\`, the rows' last
  column) with an index of their own (\`listing_rows_search_idx\`): the text's matches are found
  on \`listing_rows\` itself, its index combined with the filters', and no match's row is looked
  up by key. The relevance is worked out only for the rows passing every filter, the ones the
  page is picked from, and only when the page is in the order of relevance. A typo falls back to
  trigram word similarity: each typed word's look-alikes are looked up first among the
  catalogue's distinct words (\`catalog_words\`, by their trigram index), and the products holding
  one are found on \`products t\` by the index of their words (\`products_search_words_idx\`),
  each match's listing row then read by its key (a nested loop); the relevance is the likeness of
  the look-alike a product holds, written into the statement, so no product's text is compared
  (a word with more than eight look-alikes is compared with each candidate's whole text,
  \`search_text\`, through its trigram index, as before). A text the planner expects to
  match more than a fifth of the catalogue (\`инструмент\`) is joined plainly instead, so the
  planner reads the listing rows once (merged or hashed) rather than looking them up one by one. Such a text's counts without
  filters, and a typo's, are counted once per catalogue version with the first 240 ids in the
  order of relevance, and kept in \`catalog_facet_summary\` like a category's (its scope is
  \`all|q:fts:инструмент\`): the later requests read the kept rows. Over the whole catalogue the
  first one does not count every match either: the categories whose words (\`search_extra\`,
  kept per category as \`w:<id>\` rows) the text matches alone are matched by all their
  products, so their kept counts are added up; only the products whose title the text's words
  match (\`products_title_search_idx\`) and those of categories without one set of words are
  read and ranked, and a whole category's other products, which rank as its words do, give its
  most popular ones to the first 240. Within a category, a promotion or a seller the same holds
  for the whole categories of the scope, added up from their kept counts within it
  (\`c:<id>\`, \`c:<id>|p:<id>\`, \`c:<id>|s:<id>\`, kept for every product's own category by the
  seed and the price import). With one filter, that filter's own facet is the kept one; a brand's
  other facets add up the whole categories' kept counts by brand (\`c:<id>|b:<id>\`) and count only
  the products ranked one by one that the brand keeps (their brand and scope read from
  \`products\` itself, their listing rows read last), and its page in the order of relevance is
  the first of those and the most popular of each group of whole categories the brand keeps; another filter counts the rows it
  keeps among the whole categories' and those ranked one by one, reading only \`listing_rows\`,
  each row's relevance its category's unless ranked one by one. The most popular of a group of
  whole categories are read along \`listing_rows_popularity_idx\` (or a seller's, a brand's
  index), except within a promotion, whose rows no index lists by popularity: a group of at most
  20,000 products there has its rows collected (\`OFFSET 0\`) and sorted. There the promotion is
  checked on each row the categories' or the text's indexes find (\`6 = ANY(promo_ids)\`), never
  by its own index, which would list its 35,000 rows to intersect them with a few thousand.
- The seed gathers the statistics of \`listing_rows\` (and a price import rewriting a tenth of
  it, again), so the estimates below are those PGlite, which has no autovacuum, plans with too.
- A facet statement reads its rows once into \`base\` with a flag per filter (\`f0\`, \`f1\`, … worked
  out once per row in the lateral \`f\`; the columns kept only where filters hold read the flags),
  and counts the total with every group over the rows passing all filters (brands, categories,
  promotions, property values, each without a filter of its own) in one pass over \`base\`
  (\`grouped\`, \`GROUPING SETS\`); a facet whose own filter it leaves out is counted apart.
- Without text or filters the facets are one index read of \`catalog_facet_summary\` (kept per
  category, promotion, seller and the whole catalogue by the seed and the price import).
- With one filter, its own facet comes from the summary and the facet statement reads only the
  rows the filter keeps (a bitmap AND of the scope's and the filter's indexes); with several, only
  the rows failing at most one filter. A brand filter alone, over the whole catalogue or a
  category, reads no rows at all: the other facets add up the kept counts by category and brand
  (\`c:<id>|b:<id>\`) of the scope's categories, each category's total counted under its ancestor
  at the CATEGORY facet's level.
- The page walks the sort order's index when the listing is broad; when it is narrow or deep (a
  filter that matches nothing, page 300) the matching rows are collected first (\`OFFSET 0\`) and
  sorted, and a listing of nothing reads no page at all. A page whose start was seen within the
  minute (the page after one just served, or the deep page asked again: shown below as "the
  same again") is read from the row before it on, the sort order's index walked from there,
  skipping nothing.
- A page's cards are read from \`products\` alone by primary key; their brand, category and
  seller names are the catalogue's kept names, as is the category or promotion a listing is of.

`;
}

function print({ label, cold, warm }: Result): void {
  console.log(
    `\n${label}: ms per request; cold: ${coldRuns} requests with emptied caches, warm: ${runs}`,
  );
  console.table(
    cold.map((c, i) => ({
      scenario: c.name,
      'cold p50': Number(c.p50.toFixed(1)),
      'cold p95': Number(c.p95.toFixed(1)),
      'warm p50': Number((warm[i]?.p50 ?? NaN).toFixed(1)),
      'warm p95': Number((warm[i]?.p95 ?? NaN).toFixed(1)),
      'total_size seen': c.totals,
    })),
  );
}

/** Per shape, how many times PostgreSQL's p95 `a` (PGlite) takes, cold and warm. */
function printRatios(a: Result, b: Result): void {
  const ratio = (x: Figures | undefined, y: Figures | undefined) =>
    x && y ? Number((x.p95 / y.p95).toFixed(2)) : NaN;
  console.log(`\np95 of ${a.label} ÷ p95 of ${b.label}`);
  console.table(
    a.cold.map((c, i) => ({
      scenario: c.name,
      'cold ratio': ratio(c, b.cold[i]),
      'warm ratio': ratio(a.warm[i], b.warm[i]),
    })),
  );
}

async function onPglite(): Promise<Result> {
  const kept = process.env.BENCH_PGLITE_DIR;
  if (kept) mkdirSync(kept, { recursive: true });
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'store-bench-pglite-'));
  try {
    const db = await openPglite(dir);
    try {
      return await bench('(a) PGlite', db);
    } finally {
      await db.close();
    }
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Result | null> {
  const given = process.env.BENCH_DATABASE_URL;
  if (!given && !postgresAvailable()) {
    console.log('PostgreSQL 15 binaries not found (PG_BIN): PostgreSQL not measured.');
    return null;
  }
  const server = given ? null : await startPostgres();
  try {
    const db = await openPostgres(given ?? server?.url ?? '');
    try {
      return await bench('(b) PostgreSQL 15', db);
    } finally {
      await db.close();
    }
  } finally {
    await server?.stop();
  }
}

const results: Result[] = [];
// The plans document is PostgreSQL's; PGlite's plans are printed when it is asked for alone.
if (explain ? only === 'pglite' : only !== 'postgres') results.push(await onPglite());
if (only !== 'pglite') {
  const result = await onPostgres();
  if (result) results.push(result);
}
if (!explain) {
  const [a, b] = results;
  if (!process.env.BENCH_BASELINE) {
    for (const result of results) print(result);
    if (a && b) printRatios(a, b);
  }
  if (a && b) problems.push(...compareAnswers(a.answers, b.answers, a.label, b.label));
  const requests = Object.keys(a?.answers ?? {}).length;
  console.log(
    problems.length === 0
      ? `\nAnswers: all ${requests} requests answer the same cold and warm, on every database${process.env.BENCH_BASELINE ? ', as the baseline answers' : ''}${process.env.BENCH_ANSWERS ? ' and as kept in BENCH_ANSWERS' : ''}.`
      : `\nAnswers differ:\n${problems.join('\n')}`,
  );
}
