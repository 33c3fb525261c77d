/**
 * Server render time of the home page, a catalogue listing and a product page, read from each
 * response's Server-Timing: `render` is the web server's own work, `upstream` its wait for the BFF.
 * Prints p50/p95 of both at 1 and at 8 connections. It asserts nothing.
 */
import { Pool } from 'undici';
import { quantile } from './load.ts';

export interface BenchPage {
  name: string;
  path: string;
}

/** The three documents a visitor meets most, on the garwin market of the seeded catalogue. */
export const BENCH_PAGES: BenchPage[] = [
  { name: 'home /', path: '/' },
  { name: 'listing /catalog/bokorezy', path: '/catalog/bokorezy' },
  { name: 'product /tovar/…-1652', path: '/tovar/bokorezy-dewalt-dcd677-1652' },
];

export const BENCH_HOST = 'garwin.localhost';

/** One metric's duration from a Server-Timing header value, or NaN. */
export function timingOf(header: string | string[] | undefined, metric: string): number {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const match = new RegExp(`(?:^|,)\\s*${metric};dur=([\\d.]+)`).exec(value);
  return match ? Number(match[1]) : Number.NaN;
}

interface Sample {
  render: number[];
  upstream: number[];
  errors: number;
}

async function sample(origin: string, path: string, connections: number, requests: number) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const result: Sample = { render: [], upstream: [], errors: 0 };
  let sent = 0;
  const loop = async () => {
    while (sent < requests) {
      sent += 1;
      try {
        const res = await pool.request({
          path,
          method: 'GET',
          headers: { host: BENCH_HOST, 'accept-encoding': 'br, gzip' },
        });
        await res.body.arrayBuffer();
        const render = timingOf(res.headers['server-timing'], 'render');
        if (res.statusCode >= 400 || Number.isNaN(render)) result.errors += 1;
        else {
          result.render.push(render);
          result.upstream.push(timingOf(res.headers['server-timing'], 'upstream'));
        }
      } catch {
        result.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.close();
  return result;
}

/** Warms each page, then prints render and upstream percentiles per page and connection count. */
export async function benchRender(web: string, { requests = 300 } = {}): Promise<void> {
  for (const page of BENCH_PAGES) await sample(web, page.path, 2, 40);
  const rows = [];
  for (const connections of [1, 8]) {
    for (const page of BENCH_PAGES) {
      const s = await sample(web, page.path, connections, requests);
      const render = s.render.sort((a, b) => a - b);
      const upstream = s.upstream.sort((a, b) => a - b);
      rows.push({
        page: page.name,
        conns: connections,
        'render p50': quantile(render, 0.5).toFixed(1),
        'render p95': quantile(render, 0.95).toFixed(1),
        'upstream p50': quantile(upstream, 0.5).toFixed(1),
        'upstream p95': quantile(upstream, 0.95).toFixed(1),
        requests: render.length,
        errors: s.errors,
      });
    }
  }
  console.log(`\nServer render (Server-Timing, ms), ${requests} requests a row:`);
  console.table(rows);
}
