import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiConfig } from '../../api/src/config.ts';
import type { Database } from '../../api/src/db/types.ts';
import { quantile } from '../bench/load.ts';
import { answer, type App } from './measure.ts';
import type { Scenario } from './scenarios.ts';

/** One side of the comparison: an app of some checkout and how to empty its caches. */
export interface Side {
  name: string;
  app: App;
  reset: () => void;
}

/**
 * The app of another checkout of the store (BENCH_BASELINE, e.g. an export of main) on the same
 * database, with its own cache-emptying functions.
 */
export async function baselineSide(root: string, config: ApiConfig, db: Database): Promise<Side> {
  const load = (path: string) => import(pathToFileURL(join(root, 'api/src', path)).href);
  const [{ buildApp }, cache, pages] = (await Promise.all([
    load('app.ts'),
    load('repositories/catalog/facet-cache.ts'),
    load('repositories/catalog/pages.ts'),
  ])) as [
    { buildApp: (o: { config: ApiConfig; db: Database }) => Promise<App> },
    { forgetCatalogCaches: (db: Database) => void },
    { forgetProductCounts: (db: Database) => void },
  ];
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    name: `baseline`,
    app,
    reset: () => {
      cache.forgetCatalogCaches(db);
      pages.forgetProductCounts(db);
    },
  };
}

const figures = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${quantile(sorted, 0.5).toFixed(1)} / ${quantile(sorted, 0.95).toFixed(1)}`;
};

/**
 * Cold p50 / p95 of each scenario on both sides, their requests sent in turn (A B, B A, …) so a
 * machine busy with other work slows both alike.
 */
export async function comparePaired(
  label: string,
  sides: readonly [Side, Side],
  scenarios: readonly Scenario[],
  runs: number,
  /** Drops the texts' kept counts, before each cold request of a `firstSearch` scenario. */
  forgetTexts: () => Promise<void>,
): Promise<void> {
  const rows = [];
  for (const scenario of scenarios) {
    const ms: number[][] = [[], []];
    for (let i = -2; i < runs; i++) {
      for (const s of i % 2 === 0 ? [0, 1] : [1, 0]) {
        const side = sides[s];
        if (!side) continue;
        side.reset();
        if (scenario.firstSearch) await forgetTexts();
        const started = performance.now();
        await answer(side.app, scenario, Math.max(i, 0));
        if (i >= 0) ms[s]?.push(performance.now() - started);
      }
    }
    rows.push({
      scenario: scenario.name,
      [`${sides[0].name} cold p50 / p95`]: figures(ms[0] ?? []),
      [`${sides[1].name} cold p50 / p95`]: figures(ms[1] ?? []),
    });
  }
  console.log(`\n${label}: ms per request, ${runs} cold requests each side, sent in turn`);
  console.table(rows);
}
