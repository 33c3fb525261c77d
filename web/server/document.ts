import type { PageStylesheet, PageStylesheets } from '../build/page-styles.ts';
import type { Manifest } from 'vite';
import { ROUTE_BRANCH_ID, type RouteBranchEntry } from '../src/lib/route-branch-entry.ts';
import { appLoaderScript } from './app-loader.ts';

/** What a render tells about the page beside its markup. */
export interface PageHead {
  /** <title> and <meta> tags for the <head>. */
  head: string;
  /** The market theme's class for <html>. */
  htmlClass: string | undefined;
}

/** Vite's client build manifest. */
export type ClientManifest = Manifest;

/** The chunk files of the rendered routes and everything they import, each once. */
export function routeChunkFiles(manifest: ClientManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

/**
 * The modules the app's entry imports in stages (src/entry-client.ts): its only dynamic imports,
 * part of every page's first load, which the server preloads with the entry.
 */
export function entryStageModules(manifest: ClientManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry?.dynamicImports ?? [];
}

/**
 * The sheet of the page of the rendered routes (see build/page-styles.ts): the route's own, or
 * the store's for a page of no route (an error page).
 */
export function pageStylesheet(
  sheets: PageStylesheets,
  modules: readonly string[],
): PageStylesheet | undefined {
  return sheets[modules[0] ?? ''] ?? sheets[''];
}

/** The template's stylesheet: the entry's. */
const TEMPLATE_STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/;

/**
 * Links the page's sheet in place of the entry's. A client navigation links the next route's
 * sheet by the same name pattern (src/lib/page-sheet.ts).
 */
function withStylesheet(template: string, sheet: PageStylesheet | undefined): string {
  if (!sheet) return template;
  const link = `<link rel="stylesheet" crossorigin href="/${sheet.file}">`;
  return template.replace(TEMPLATE_STYLESHEET, () => `    ${link}\n`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** What the document adds around a page: the nonce of its scripts, the chunks and the sheet. */
export interface DocumentOptions {
  nonce: string;
  preloads?: readonly string[];
  stylesheet?: PageStylesheet;
  /** The rendered routes, each page's module as the address of its code (app/route-branch.ts). */
  routeBranch?: readonly RouteBranchEntry[];
}

/**
 * The rendered routes as a JSON data block (never run; it carries the nonce as every script of the
 * page does), `<` escaped so no value can end the element.
 */
function routeBranchScript(branch: readonly RouteBranchEntry[] | undefined, nonce: string): string {
  if (!branch?.length) return '';
  const json = JSON.stringify(branch).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_BRANCH_ID}" nonce="${nonce}">${json}</script>\n  `;
}

/** The document around the page markup: what goes before it, and what follows given the state. */
export interface DocumentParts {
  start: string;
  end(state: string): string;
}

/** A module script of the template with a source (the app's entry), and the chunks it preloads. */
const MODULE_SCRIPT = /[ \t]*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * Takes the app's scripts out of the template: its entry scripts and the chunks it preloads,
 * and the template without them.
 */
function takeScripts(template: string) {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const rest = template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return { entries, preloads, rest };
}

/**
 * Fills the page template: the market's theme class on <html>, title and meta, and, around the
 * markup, the cache state. The app's scripts (the template's entry and preloads, and the
 * rendered routes' chunks) are loaded by an inline script at the end of the page once the first
 * screen is painted (see `loadAppAfterFirstPaint`). Every <script> gets the nonce.
 * Replacements are functions so that "$" in page content is never read as a pattern.
 */
export function documentParts(
  template: string,
  page: PageHead,
  options: DocumentOptions,
): DocumentParts {
  const {
    entries,
    preloads,
    rest: withoutScripts,
  } = takeScripts(withStylesheet(template, options.stylesheet));
  const routePreloads = (options.preloads ?? []).map((file) => `/${file}`);
  const loader =
    routeBranchScript(options.routeBranch, options.nonce) +
    appLoaderScript(
      [...new Set([...preloads, ...routePreloads])].filter((file) => !entries.includes(file)),
      entries,
      options.nonce,
    );
  const htmlOpen = page.htmlClass
    ? `<html lang="ru" class="${escapeAttribute(page.htmlClass)}">`
    : '<html lang="ru">';
  const filled = withoutScripts
    .replace(/<script(?![^>]*\snonce=)/g, () => `<script nonce="${options.nonce}"`)
    .replace(/<html[^>]*>/, () => htmlOpen)
    .replace('<!--app-head-->', () => page.head);
  const at = filled.indexOf('<!--app-html-->');
  const start = at < 0 ? filled : filled.slice(0, at);
  const after = at < 0 ? '' : filled.slice(at + '<!--app-html-->'.length);
  const rest = after.includes('</body>')
    ? after.replace('</body>', () => `${loader}\n  </body>`)
    : after + loader;
  return { start, end: (state) => rest.replace('<!--app-state-->', () => state) };
}

/** The whole document at once, for a page whose markup is a string. */
export function renderDocument(
  template: string,
  page: PageHead & { html: string; state: string },
  options: DocumentOptions,
): string {
  const parts = documentParts(template, page, options);
  return parts.start + page.html + parts.end(page.state);
}
