/**
 * `pnpm --filter ./web budget`, after `pnpm build`: fails when the first-load JavaScript of a
 * page a shopper lands on (the entry, the route's chunk and their static imports, gzip) passes
 * its budget, and prints each page's figure either way.
 */
import { fileURLToPath } from 'node:url';
import { BUDGET_ROUTES, kib, readBuild } from './first-load.ts';

const BUDGET_KIB = Number(process.env.FIRST_LOAD_BUDGET_KIB ?? 200);
const distDir = fileURLToPath(new URL('../dist/client', import.meta.url));

const { firstLoad } = await readBuild(distDir);
let failed = 0;
for (const [page, module] of Object.entries(BUDGET_ROUTES)) {
  const { gzipBytes, files } = await firstLoad(module);
  const over = gzipBytes > BUDGET_KIB * 1024;
  if (over) failed += 1;
  console.log(
    `${over ? 'over ' : 'ok   '} ${page.padEnd(9)} ${kib(gzipBytes).padStart(6)} KiB gzip in ${files.length} files (budget ${BUDGET_KIB} KiB)`,
  );
}
console.log(`${Object.keys(BUDGET_ROUTES).length - failed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
