import type { buildApp } from '../../api/src/app.ts';
import { quantile } from '../bench/load.ts';
import { urlOf, type Scenario } from './scenarios.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface Figures {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  /** The very first request of the scenario. */
  first: number;
  totals: string;
}

/**
 * The answer to the scenario's i-th request (its bodies and urls in rotation), which must be 200.
 */
export async function answer(app: App, scenario: Scenario, i: number): Promise<string> {
  const body = scenario.bodies[i % scenario.bodies.length];
  const res = await app.inject({
    method: 'POST',
    url: urlOf(scenario, i),
    headers: { 'x-market-id': 'garwin' },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body}`);
  return res.body;
}

/** Sends the scenario's i-th request and returns the listing's total. */
export async function send(app: App, scenario: Scenario, i: number): Promise<number> {
  return (JSON.parse(await answer(app, scenario, i)) as { total_size: number }).total_size;
}

/**
 * Sends the scenario's requests one at a time (after a warm-up) and returns latency quantiles.
 * `beforeEach` runs before every request, outside the timing: the cold figures empty the
 * application's caches there, so every request is a first one.
 */
export async function measure(
  app: App,
  scenario: Scenario,
  runs: number,
  beforeEach: () => void | Promise<void> = () => {},
): Promise<Figures> {
  const latencies: number[] = [];
  const totals = new Set<number>();
  const timed = async (i: number) => {
    await beforeEach();
    const started = performance.now();
    totals.add(await send(app, scenario, i));
    return performance.now() - started;
  };
  const first = await timed(0);
  for (let i = 1; i < Math.min(20, runs); i++) await timed(i);
  for (let i = 0; i < runs; i++) latencies.push(await timed(i));
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    runs,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    first,
    totals: [...totals].sort((a, b) => a - b).join('/'),
  };
}
