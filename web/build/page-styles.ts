/**
 * Build step: one stylesheet for each route's pages. Vite gives every chunk its own CSS; linking
 * them one by one would make the first paint wait for dozens of requests, and one sheet for the
 * whole store (what the build made before) makes the browser match every page's rules against
 * each page: 128 KB of CSS of which a page uses about 15 %, and the first style recalculation of
 * a page was the main part of its first long task on a slow phone.
 *
 * A route's sheet holds, in cascade order, the CSS of the entry, of the route's module, and of
 * every part either may load later (held parts the server renders, dialogs), but not of the
 * other routes: no part a page loads asks for a sheet of its own. A client navigation to another
 * route links that route's sheet, found by the route's name: the sheets of one build share one
 * hash (src/lib/page-sheet.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Manifest } from 'vite';

/** A page's sheet: its file, and the chunk sheets it holds. */
export interface PageStylesheet {
  file: string;
  covers: string[];
}

/** Keyed by route module (as the manifest names it); '' for a page that matched none. */
export type PageStylesheets = Record<string, PageStylesheet>;

export const PAGE_STYLESHEETS_FILE = '.vite/page-styles.json';

/**
 * The chunk sheets the modules `from` may show, in the order they would reach the page one by
 * one: the modules' own (a chunk's imports before the chunk), then those of the parts they load
 * later, level by level, following lazy imports except into `skip`.
 */
export function chunkSheets(
  manifest: Manifest,
  from: readonly string[],
  skip: ReadonlySet<string>,
): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  let later: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const lazy of chunk.dynamicImports ?? []) if (!skip.has(lazy)) later.push(lazy);
  };
  for (let level = [...from]; level.length > 0; level = later, later = []) level.forEach(visit);
  return [...sheets];
}

/**
 * Each route's sheets (`routes`: the routes' modules), and the sheets of a page of no route: the
 * entry's and its parts'.
 */
export function pageSheets(
  manifest: Manifest,
  routes: readonly string[],
): Record<string, string[]> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const allRoutes = new Set(routes);
  const pages: Record<string, string[]> = { '': chunkSheets(manifest, entries, allRoutes) };
  for (const route of routes) {
    const others = new Set(routes.filter((other) => other !== route));
    pages[route] = chunkSheets(manifest, [...entries, route], others);
  }
  return pages;
}

/** Writes each page's sheet beside the chunks' and the index of them; returns the index. */
export async function writePageStylesheets(
  clientDist: string,
  routes: readonly string[],
): Promise<PageStylesheets> {
  const manifest = JSON.parse(
    await readFile(join(clientDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const pages = await Promise.all(
    Object.entries(pageSheets(manifest, routes)).map(async ([route, covers]) => {
      const parts = await Promise.all(
        covers.map((sheet) => readFile(join(clientDist, sheet), 'utf8')),
      );
      return { route, covers, css: parts.join('\n') };
    }),
  );
  // One hash for the build's sheets: a page finds another route's sheet by its route's name
  // (src/lib/page-sheet.ts).
  const build = createHash('sha256');
  for (const { route, css } of pages) build.update(`${route}\0${css}\0`);
  const hash = build.digest('base64url').slice(0, 8);
  const index: PageStylesheets = {};
  for (const { route, covers, css } of pages) {
    const name = route ? basename(route, '.tsx') : 'store';
    const file = `assets/page-${name}-${hash}.css`;
    await writeFile(join(clientDist, file), css);
    index[route] = { file, covers };
  }
  await writeFile(join(clientDist, PAGE_STYLESHEETS_FILE), JSON.stringify(index));
  return index;
}

if (import.meta.main) {
  const clientDist = new URL('../dist/client', import.meta.url).pathname;
  const serverEntry = new URL('../dist/server/entry-server.js', import.meta.url).href;
  const { ROUTE_MODULES } = (await import(serverEntry)) as {
    ROUTE_MODULES: Record<string, string>;
  };
  const index = await writePageStylesheets(clientDist, [...new Set(Object.values(ROUTE_MODULES))]);
  console.log(`wrote ${Object.keys(index).length} page stylesheets`);
}
