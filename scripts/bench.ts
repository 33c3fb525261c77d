/**
 * `pnpm bench`: starts the built store on its own ports (BENCH_PORT_OFFSET) and prints, in one run:
 * - render: the server's own render time of home, a listing and a product page (Server-Timing);
 * - pages: throughput and latency of the home page data from the REST API and through the BFF, the
 *   home page render, a filtered listing, add-to-cart and the 100-line cart page;
 * - floor: the home query through the BFF against a bare node:http + undici proxy making the same
 *   REST calls, their ratio and the CPU time per query;
 * - memory: resident memory of web, BFF and API before, after 10,000 page renders (listings mostly),
 *   and 30 s later.
 * BENCH_PARTS picks some of them (comma separated). It prints figures; it asserts nothing.
 */
import { benchMemory } from './bench/memory.ts';
import { benchPages } from './bench/pages.ts';
import { benchRender } from './bench/render.ts';
import { benchPorts, startStack } from './bench/stack.ts';
import { benchVersusFloor } from './bench/versus-floor.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const parts = new Set((process.env.BENCH_PARTS ?? 'pages,render,floor,memory').split(','));
const ports = benchPorts();

const stack = await startStack(ports);
try {
  if (parts.has('pages')) await benchPages(stack, { seconds, connections });
  if (parts.has('floor')) await benchVersusFloor(stack, ports.floor, { seconds });
  if (parts.has('render')) await benchRender(stack.web);
  if (parts.has('memory')) {
    await benchMemory(stack.web, stack.pids, {
      renders: Number(process.env.BENCH_MEMORY_RENDERS ?? 10_000),
      settleSeconds: Number(process.env.BENCH_SETTLE_SECONDS ?? 30),
    });
  }
} finally {
  await stack.stop();
}
