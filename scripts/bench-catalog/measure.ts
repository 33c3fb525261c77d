import type { buildApp } from '../../api/src/app.ts';
import { quantile } from '../bench/load.ts';
import type { Scenario } from './scenarios.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface Figures {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  /** The very first request: empty caches (facet counts of text-free listings are cached). */
  first: number;
  totals: string;
}

/** Sends the scenario's requests one at a time (after a warm-up) and returns latency quantiles. */
export async function measure(app: App, scenario: Scenario, runs: number): Promise<Figures> {
  const latencies: number[] = [];
  const totals = new Set<number>();
  const send = async (i: number) => {
    const body = scenario.bodies[i % scenario.bodies.length];
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: scenario.url,
      headers: { 'x-market-id': 'garwin' },
      payload: body,
    });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body}`);
    totals.add((res.json() as { total_size: number }).total_size);
    return elapsed;
  };
  const first = await send(0);
  for (let i = 1; i < Math.min(20, runs); i++) await send(i);
  for (let i = 0; i < runs; i++) latencies.push(await send(i));
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
