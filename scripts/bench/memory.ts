/**
 * The web server's memory under load: renders 10,000 pages (listings mostly, with home and
 * product pages) at 8 connections and prints the resident memory of the web server, the BFF and
 * the API before (30 s after they are ready), right after, and 30 s after, with the CPU time each
 * spent per render (what a memory setting costs in throughput, less swayed by a busy machine than
 * the run's duration). It asserts nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { cpuMs, peakRssMb, rssMb as residentMb } from './proc.ts';
import { BENCH_HOST, BENCH_PAGES } from './render.ts';

export type Pids = Record<'web' | 'bff' | 'api', number>;

/** Listing pages that differ (page, sort, filters), so each render has its own data. */
const LISTINGS = Array.from({ length: 12 }, (_, i) => {
  const params = new URLSearchParams({ page: String((i % 4) + 1) });
  if (i % 3 === 1) params.set('price_max', '5000');
  if (i % 3 === 2) params.set('brand', 'dewalt');
  return `/catalog/bokorezy?${params.toString()}`;
});
const PATHS = [...LISTINGS, ...BENCH_PAGES.map((page) => page.path)];

export async function benchMemory(
  web: string,
  pids: Pids,
  { renders = 10_000, connections = 8, settleSeconds = 30 } = {},
): Promise<void> {
  const snapshot = () => ({
    web: residentMb(pids.web),
    bff: residentMb(pids.bff),
    api: residentMb(pids.api),
  });
  // The services have just started: the API's start-up (opening the embedded database) peaks far
  // above what it keeps, and that is given back over the next seconds. The figure to compare with
  // is the one they settle at.
  await sleep(settleSeconds * 1000);
  const before = snapshot();
  const cpuBefore = { web: cpuMs(pids.web), bff: cpuMs(pids.bff), api: cpuMs(pids.api) };
  const pool = new Pool(web, { connections, pipelining: 1 });
  let sent = 0;
  let errors = 0;
  /** What went wrong, by status code or error message, so a failing run says where to look. */
  const reasons = new Map<string, number>();
  const fail = (reason: string) => {
    errors += 1;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  const started = performance.now();
  /** A line per thousand renders, so a long run shows whether memory climbs on the way. */
  const progress = (count: number) => {
    const now = snapshot();
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${count} renders (${seconds} s, ${errors} errors): web ${now.web.toFixed(0)}, bff ${now.bff.toFixed(0)}, api ${now.api.toFixed(0)} MB`,
    );
  };
  const loop = async () => {
    while (sent < renders) {
      const path = PATHS[sent % PATHS.length] ?? '/';
      sent += 1;
      if (sent % 1000 === 0) progress(sent);
      try {
        const res = await pool.request({ path, method: 'GET', headers: { host: BENCH_HOST } });
        await res.body.arrayBuffer();
        if (res.statusCode >= 400) fail(`HTTP ${res.statusCode} ${path}`);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.close();
  const seconds = (performance.now() - started) / 1000;
  const after = snapshot();
  const cpuPerRender = (name: keyof Pids) => (cpuMs(pids[name]) - cpuBefore[name]) / renders;
  const cpuAfter = { web: cpuPerRender('web'), bff: cpuPerRender('bff'), api: cpuPerRender('api') };
  await sleep(settleSeconds * 1000);
  const settled = snapshot();
  console.log(
    `\nResident memory (MB), ${renders} renders at ${connections} connections in ${seconds.toFixed(0)} s, ${errors} errors:`,
  );
  if (reasons.size) console.table([...reasons].map(([reason, count]) => ({ reason, count })));
  console.table(
    (['web', 'bff', 'api'] as const).map((name) => ({
      process: name,
      before: before[name].toFixed(0),
      after: after[name].toFixed(0),
      [`${settleSeconds} s after`]: settled[name].toFixed(0),
      peak: peakRssMb(pids[name]).toFixed(0),
      'CPU ms/render': cpuAfter[name].toFixed(1),
    })),
  );
}
