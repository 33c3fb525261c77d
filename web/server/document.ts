import type { RenderResult } from '../src/entry-server.tsx';

type PageResult = Extract<RenderResult, { type: 'page' }>;

/** One entry of Vite's client build manifest. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

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

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Fills the page template: the market's theme class on <html>, title and meta, preload links,
 * the rendered markup and the cache state. Every <script> of the template gets the nonce.
 * Replacements are functions so that "$" in page content is never read as a pattern.
 */
export function renderDocument(
  template: string,
  page: PageResult,
  options: { nonce: string; preloads?: readonly string[] },
): string {
  const preloadTags = (options.preloads ?? [])
    // The template already links the entry chunk and its imports.
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`)
    .join('\n    ');
  const headTags = [page.head, preloadTags].filter(Boolean).join('\n    ');
  const htmlOpen = page.htmlClass
    ? `<html lang="ru" class="${escapeAttribute(page.htmlClass)}">`
    : '<html lang="ru">';
  return template
    .replace(/<script(?![^>]*\snonce=)/g, () => `<script nonce="${options.nonce}"`)
    .replace(/<html[^>]*>/, () => htmlOpen)
    .replace('<!--app-head-->', () => headTags)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => page.state);
}
