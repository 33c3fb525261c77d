import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';
/** Where the helper imports the shared list from, filled in once the list's name is known. */
const LIST_PLACEHOLDER = './style-list-________.js';
const listFileName = (hash: string) => `assets/style-list-${hash}.js`;

/** The line Vite puts first in a chunk: the stylesheets its dynamic imports name by index. */
const MAP_DEPS =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[.*?\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * The chunks with their stylesheet names taken out into one shared list: each chunk's own list
 * (its first line) is emptied, and each import's indices into it become indices into the shared
 * list, padded to the same length so every other character, and the source map, stays put.
 */
export function shareStyleLists(chunks: ReadonlyMap<string, string>): {
  list: string[];
  chunks: Map<string, string>;
} {
  const list: string[] = [];
  const at = new Map<string, number>();
  const changed = new Map<string, string>();
  for (const [file, code] of [...chunks].sort(([a], [b]) => a.localeCompare(b))) {
    const match = MAP_DEPS.exec(code);
    if (!match?.[1]) continue;
    const names = JSON.parse(match[1]) as string[];
    const shared = names.map((name) => {
      if (!name.endsWith('.css')) throw new Error(`${file} preloads ${name}, not a stylesheet`);
      if (!at.has(name)) at.set(name, list.push(name) - 1);
      return at.get(name);
    });
    const rewritten = code.replace(MAP_DEPS, '\n').replace(MAP_DEPS_CALL, (call, ids: string) => {
      const indices = `[${ids.split(',').map((id) => shared[Number(id)])}]`;
      return indices.padEnd(call.length, ' ');
    });
    changed.set(file, rewritten);
  }
  return { list, chunks: changed };
}

/**
 * Vite wraps every dynamic import in its preload helper. With module preloading off, an import's
 * list of files to preload holds only the stylesheets of the chunks it loads (see
 * build/page-styles.ts: the page's own sheet already holds most, listed by the page). This is
 * that helper with only what it does then: each sheet the page does not link yet is linked once,
 * and the import waits for it; a failed import or sheet is reported as `vite:preloadError` (see
 * lib/chunk-reload) and rethrown unless a listener prevents that. Vite's own also preloads
 * scripts, which never happens here, and is about 0.6 KiB more in every page's entry.
 *
 * The sheets' names are not in the chunks either: every chunk would carry the names of all the
 * sheets its imports may need (the entry those of every route, about 0.6 KiB gzip; the store's
 * frame 0.4 KiB), which no page needs before it works. An import names its sheets by index into
 * one shared list, a module of its own that the helper loads the first time an import has a
 * sheet to link.
 */
export function stylesheetPreloadHelper(): Plugin {
  let onlyStylesheets = false;
  return {
    name: 'store:stylesheet-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved({ build }) {
      onlyStylesheets = build.modulePreload === false;
    },
    load: {
      filter: { id: new RegExp(`^${HELPER_ID}$`) },
      handler: () => (onlyStylesheets ? HELPER : null),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!onlyStylesheets) return;
        const code = new Map<string, string>();
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'chunk') code.set(file, output.code);
        }
        const { list, chunks } = shareStyleLists(code);
        if (list.length === 0) return;
        const source = `export default ${JSON.stringify(list)};\n`;
        const fileName = listFileName(
          createHash('sha256').update(source).digest('base64url').slice(0, 8),
        );
        const path = `./${fileName.slice('assets/'.length)}`;
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk') continue;
          const rewritten = chunks.get(file) ?? output.code;
          output.code = rewritten.replaceAll(LIST_PLACEHOLDER, path);
        }
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}

const HELPER = `const sheets = {};
let names;
const link = (href) =>
  (sheets[href] ??= [...document.querySelectorAll('link[rel="stylesheet"]')].some(
    (linked) => linked.href === href,
  )
    ? Promise.resolve()
    : new Promise((resolve, reject) => {
        const sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.href = href;
        sheet.onload = resolve;
        sheet.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
        document.head.append(sheet);
      }));
const listUrl = '${LIST_PLACEHOLDER}';
const linkAll = (deps) =>
  deps?.length
    ? (names ??= import(/* @vite-ignore */ listUrl).then(
        (list) => list.default,
        (error) => {
          names = undefined;
          throw error;
        },
      )).then((list) =>
        Promise.allSettled(deps.map((dep) => link(new URL('/' + list[dep], location.href).href))),
      )
    : Promise.resolve([]);
const report = (error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
};
export const __vitePreload = (load, deps) =>
  linkAll(deps)
    .then(
      (results) => {
        for (const result of results) if (result.status === 'rejected') report(result.reason);
      },
      report,
    )
    .then(() => load().catch(report));`;
