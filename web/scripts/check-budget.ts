/**
 * `pnpm --filter ./web budget`, after `pnpm build`: fails when the first-load JavaScript of a
 * page a shopper lands on (the entry, the route's chunk and their static imports, gzip) passes
 * its budget, or when the entry, which every page loads, carries a GraphQL operation (only some
 * pages run any one of them); prints each page's figure and operations either way.
 */
import { fileURLToPath } from 'node:url';
import { BUDGET_ROUTES, kib, readBuild } from './first-load.ts';

const BUDGET_KIB = Number(process.env.FIRST_LOAD_BUDGET_KIB ?? 180);
const distDir = fileURLToPath(new URL('../dist/client', import.meta.url));

const { firstLoad, operationsIn } = await readBuild(distDir);
let failed = 0;
for (const [page, module] of Object.entries(BUDGET_ROUTES)) {
  const { gzipBytes, files } = await firstLoad(module);
  const over = gzipBytes > BUDGET_KIB * 1024;
  if (over) failed += 1;
  console.log(
    `${over ? 'over ' : 'ok   '} ${page.padEnd(9)} ${kib(gzipBytes).padStart(6)} KiB gzip in ${files.length} files (budget ${BUDGET_KIB} KiB)`,
  );
  console.log(`        operations: ${(await operationsIn(files)).join(', ') || 'none'}`);
}
const entryOperations = await operationsIn((await firstLoad()).files);
if (entryOperations.length > 0) failed += 1;
console.log(
  `${entryOperations.length > 0 ? 'over ' : 'ok   '} entry     operations: ${entryOperations.join(', ') || 'none'}`,
);
console.log(`${Object.keys(BUDGET_ROUTES).length + 1 - failed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
