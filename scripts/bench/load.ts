import { Pool } from 'undici';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadTarget {
  name: string;
  origin: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** The q-th quantile (0..1) of already sorted numbers, nearest-rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Sends requests from `connections` parallel loops for `seconds` (bounded: never more than
 * `maxRequests`) and reports throughput and latency percentiles in milliseconds.
 */
export async function runLoad(
  target: LoadTarget,
  { connections = 8, seconds = 5, maxRequests = 200_000 } = {},
): Promise<LoadResult> {
  const pool = new Pool(target.origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  async function loop(): Promise<void> {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const t0 = performance.now();
      try {
        const res = await pool.request({
          path: target.path,
          method: target.method ?? 'GET',
          headers: target.headers,
          body: target.body,
        });
        await res.body.arrayBuffer();
        if (res.statusCode >= 400) errors += 1;
        else latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
}

/** Prints results as one aligned table. */
export function printTable(results: LoadResult[]): void {
  const rows = results.map((r) => ({
    scenario: r.name,
    'req/s': r.rps.toFixed(0),
    'p50 ms': r.p50.toFixed(2),
    'p95 ms': r.p95.toFixed(2),
    'p99 ms': r.p99.toFixed(2),
    requests: r.requests,
    errors: r.errors,
  }));
  console.table(rows);
}
