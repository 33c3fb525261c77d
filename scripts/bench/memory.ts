import { runLoad, type LoadResult } from './load.ts';
import { HOME_QUERY } from './pages.ts';
import { rssMb } from './proc.ts';
import type { Stack } from './stack.ts';

const mb = (value: number) => Number(value.toFixed(1));

/**
 * The memory check: the resident memory of web, BFF and API before, right after `renders` home
 * page renders and `requests` home queries through the BFF and home page reads from the REST API
 * (each at `connections`), and `settleSeconds` later. A service that keeps growing holds on to
 * something per request.
 */
export async function benchMemory(
  stack: Stack,
  { requests = 10_000, renders = 10_000, connections = 8, settleSeconds = 30 } = {},
) {
  const services = Object.entries(stack.pids) as [keyof Stack['pids'], number][];
  const sample = () => Object.fromEntries(services.map(([name, pid]) => [name, rssMb(pid)]));
  const before = sample();
  const opts = { connections, seconds: 3600, maxRequests: requests };
  const runs: LoadResult[] = [
    await runLoad(
      { name: 'SSR GET /', origin: stack.web, path: '/', headers: { host: 'garwin.localhost' } },
      { ...opts, maxRequests: renders },
    ),
    await runLoad(
      {
        name: 'BFF home queries',
        origin: stack.bff,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'garwin.localhost' },
        body: JSON.stringify({ query: HOME_QUERY }),
      },
      opts,
    ),
    await runLoad(
      {
        name: 'REST GET /v1/pages/home',
        origin: stack.api,
        path: '/v1/pages/home',
        headers: { 'x-market-id': 'garwin' },
      },
      opts,
    ),
  ];
  const after = sample();
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const settled = sample();
  const load = runs.map((r) => `${r.requests} ${r.name} (${r.errors} errors)`).join(', ');
  console.log(`\nResident memory, MB: ${load}, ${connections} connections:`);
  console.table(
    Object.fromEntries(
      services.map(([name]) => [
        name,
        {
          before: mb(before[name] ?? 0),
          after: mb(after[name] ?? 0),
          [`${settleSeconds} s after`]: mb(settled[name] ?? 0),
          [`${settleSeconds} s after ÷ before`]: Number(
            ((settled[name] ?? 0) / (before[name] ?? 1)).toFixed(2),
          ),
        },
      ]),
    ),
  );
}
