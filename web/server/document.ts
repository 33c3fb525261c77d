/** What a render tells about the page beside its markup. */
export interface PageHead {
  /** <title> and <meta> tags for the <head>. */
  head: string;
  /** The market theme's class for <html>. */
  htmlClass: string | undefined;
}

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

/** The document around the page markup: what goes before it, and what follows given the state. */
export interface DocumentParts {
  start: string;
  end(state: string): string;
}

/**
 * Fills the page template: the market's theme class on <html>, title and meta, preload links,
 * and, around the markup, the cache state. Every <script> of the template gets the nonce.
 * Replacements are functions so that "$" in page content is never read as a pattern.
 */
export function documentParts(
  template: string,
  page: PageHead,
  options: { nonce: string; preloads?: readonly string[] },
): DocumentParts {
  const preloadTags = (options.preloads ?? [])
    // The template already links the entry chunk and its imports.
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`)
    .join('\n    ');
  const headTags = [page.head, preloadTags].filter(Boolean).join('\n    ');
  const htmlOpen = page.htmlClass
    ? `<html lang="ru" class="${escapeAttribute(page.htmlClass)}">`
    : '<html lang="ru">';
  const filled = template
    .replace(/<script(?![^>]*\snonce=)/g, () => `<script nonce="${options.nonce}"`)
    .replace(/<html[^>]*>/, () => htmlOpen)
    .replace('<!--app-head-->', () => headTags);
  const at = filled.indexOf('<!--app-html-->');
  const start = at < 0 ? filled : filled.slice(0, at);
  const rest = at < 0 ? '' : filled.slice(at + '<!--app-html-->'.length);
  return { start, end: (state) => rest.replace('<!--app-state-->', () => state) };
}

/** The whole document at once, for a page whose markup is a string. */
export function renderDocument(
  template: string,
  page: PageHead & { html: string; state: string },
  options: { nonce: string; preloads?: readonly string[] },
): string {
  const parts = documentParts(template, page, options);
  return parts.start + page.html + parts.end(page.state);
}
