/**
 * `pnpm bench:web`: after `pnpm build`, builds the floor (an empty page with only React, React
 * Router and Apollo Client, by the store's Vite config) and prints its first-load JavaScript next
 * to each landing page's; then starts the built store and runs Lighthouse (mobile, its default
 * simulated throttling) three times on home, a listing and a product page in Debian's Chromium,
 * printing the medians, and the parts of the LCP Lighthouse observed (unthrottled) with the
 * first paint and the longest main-thread task: of any kind, and of those Lighthouse puts down to
 * one of the page's scripts (the document's own parse, style and layout are not script: hydration
 * and what the app does at start are), and each run's TBT with the machine's CPU index then, as
 * one busy moment moves TBT more than any other figure. It prints figures; it asserts nothing.
 * BENCH_PAGES=home,product measures only those pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGET_ROUTES, kib, readBuild } from '../web/scripts/first-load.ts';
import { startStack } from './bench/stack.ts';

const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const market = process.env.BENCH_MARKET ?? 'garwin';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function firstLoadTable() {
  const floorDir = mkdtempSync(join(tmpdir(), 'store-floor-'));
  try {
    execFileSync(
      'pnpm',
      ['exec', 'vite', 'build', '--config', 'bench/floor/vite.config.ts', '--outDir', floorDir],
      { cwd: webRoot, stdio: 'ignore' },
    );
    const floor = (await (await readBuild(floorDir)).firstLoad()).gzipBytes;
    const store = await readBuild(join(webRoot, 'dist/client'));
    console.log('first-load JS (gzip, level 9)');
    console.log(`  floor      ${kib(floor).padStart(6)} KiB`);
    for (const [page, module] of Object.entries(BUDGET_ROUTES)) {
      const { gzipBytes } = await store.firstLoad(module);
      const over = `+${kib(gzipBytes - floor)} KiB over the floor`;
      console.log(`  ${page.padEnd(10)} ${kib(gzipBytes).padStart(6)} KiB  ${over}`);
    }
  } finally {
    rmSync(floorDir, { recursive: true, force: true });
  }
}

/** A category and a product of the seeded catalogue, found through the BFF. */
async function samplePages(bff: string) {
  const response = await fetch(`${bff}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': `${market}.localhost` },
    body: JSON.stringify({
      query: `{ homePage { categories { slug } }
        listing(input: { pageSize: 1 }) { products { slug } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      homePage: { categories: { slug: string }[] };
      listing: { products: { slug: string }[] };
    };
  };
  const category = data.homePage.categories[0]?.slug;
  const product = data.listing.products[0]?.slug;
  if (!category || !product) throw new Error('The seeded catalogue has no category or product');
  return { home: '/', listing: `/catalog/${category}`, product: `/tovar/${product}` };
}

/** The median of the runs that measured the figure (a run Lighthouse could not finish has none). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

interface Sample {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  longestTask: number;
  /** The longest of the long tasks Lighthouse attributes to a script of the page. */
  longestScriptTask: number;
  fcp: number;
  /** The LCP's parts as observed: time to first byte, load delay, load time, render delay. */
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
  /** Lighthouse's measure of this machine's speed at the time (a quiet laptop scores ~1500+). */
  benchmarkIndex: number;
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  const lcpError = audits['largest-contentful-paint']?.errorMessage;
  if (runtimeError || lcpError) console.log(`  (${url}: ${runtimeError?.message ?? lcpError})`);
  const parts = Object.fromEntries(
    (
      (audits['lcp-breakdown-insight']?.details as { items?: unknown[] } | undefined)
        ?.items?.[0] as { items?: { subpart: string; duration: number }[] } | undefined
    )?.items?.map((item) => [item.subpart, item.duration]) ?? [],
  ) as Record<string, number | undefined>;
  const tasks = (
    audits['long-tasks']?.details as { items?: { duration: number; url?: string }[] } | undefined
  )?.items;
  const scriptTasks = (tasks ?? []).filter((task) => /\.m?js(\?|$)/.test(task.url ?? ''));
  return {
    performance: (categories.performance?.score ?? NaN) * 100,
    accessibility: (categories.accessibility?.score ?? NaN) * 100,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    longestTask: Math.max(0, ...(tasks ?? []).map((task) => task.duration)),
    longestScriptTask: Math.max(0, ...scriptTasks.map((task) => task.duration)),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    ttfb: parts.timeToFirstByte ?? NaN,
    loadDelay: parts.resourceLoadDelay ?? NaN,
    loadTime: parts.resourceLoadDuration ?? NaN,
    renderDelay: parts.elementRenderDelay ?? NaN,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

async function lighthouseTable() {
  const stack = await startStack(
    { api: 8380 + offset, bff: 4300 + offset, web: 3300 + offset },
    { COOKIE_SECURE: 'false' },
  );
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const origin = `http://${market}.localhost:${new URL(stack.web).port}`;
    const only = process.env.BENCH_PAGES?.split(',');
    const pages = Object.fromEntries(
      Object.entries(await samplePages(stack.bff)).filter(([page]) => !only || only.includes(page)),
    );
    const breakdown: string[] = [];
    const spread: string[] = [];
    console.log(`\nLighthouse mobile, median of ${runs} (${origin})`);
    console.log(
      '  page       perf   LCP ms   TBT ms    CLS    a11y  longest ms  of a script  cpu index',
    );
    for (const [page, path] of Object.entries(pages)) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await audit(origin + path, chrome.port));
      const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      spread.push(
        `  ${page.padEnd(9)} ${samples.map((sample) => `${sample.tbt.toFixed(0)} (${sample.benchmarkIndex.toFixed(0)})`).join(', ')}`,
      );
      breakdown.push(
        `  ${page.padEnd(9)} ${m('fcp').toFixed(0).padStart(6)} ${m('ttfb').toFixed(0).padStart(6)} ${m('loadDelay').toFixed(0).padStart(11)} ${m('loadTime').toFixed(0).padStart(10)} ${m('renderDelay').toFixed(0).padStart(13)}`,
      );
      console.log(
        `  ${page.padEnd(9)} ${m('performance').toFixed(0).padStart(5)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${m('accessibility').toFixed(0).padStart(7)} ${m('longestTask').toFixed(0).padStart(11)} ${m('longestScriptTask').toFixed(0).padStart(12)} ${m('benchmarkIndex').toFixed(0).padStart(10)}   ${path}`,
      );
    }
    console.log('\nFCP (simulated) and the LCP parts Lighthouse observed, unthrottled, ms');
    console.log('  page         FCP   TTFB  load delay  load time  render delay');
    breakdown.forEach((line) => console.log(line));
    // TBT is the long tasks' time past 50 ms each, times Lighthouse's CPU slowdown: a busy moment
    // of the machine during one run moves it far more than the other figures.
    console.log('\nTBT ms of each run, with the CPU index of the machine at the time');
    spread.forEach((line) => console.log(line));
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

await firstLoadTable();
await lighthouseTable();
