/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pagesSharing, sharedByPages, startChunk } from './build/app-chunks.ts';
import { graphqlDocumentModules } from './build/graphql-documents.ts';
import { BUDGET_ROUTES } from './scripts/first-load.ts';

/** The pages with a budget, by their route modules. */
const budgetPages = Object.values(BUDGET_ROUTES).map((route) =>
  fileURLToPath(new URL(`./${route}`, import.meta.url)),
);
const budgetPagesSharing = pagesSharing(budgetPages);
/** Home's index among them. */
const HOME = Object.keys(BUDGET_ROUTES).indexOf('home');

/**
 * Parts of those libraries that only code loaded later uses: Apollo's fragment watch, which only
 * the cart's parts (its header entry, the add buttons, the changes) use. They come with that code,
 * not in the library's chunk that every page loads.
 */
const LATER_LIBRARY_MODULES = /[\\/]@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useFragment\.js$/;

/** Libraries that change rarely get chunks of their own, so a release of the app keeps them cached. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
];

/**
 * The chunks every page runs as it starts: the libraries' and the app's start. Chromium compiles a
 * script that opens with this comment (explicit compile hints) whole, on the thread that streams
 * it in, instead of compiling each function on the main thread the first time it runs. That
 * first-run compiling made Apollo's first request, and the start's other first uses of library
 * code, some of the longest script tasks of a page's start. Other browsers ignore the comment.
 */
const COMPILED_WHOLE = new Set([...vendorGroups.map((group) => group.name), 'start']);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Moves the stylesheet to the top of the page's <head>, before the server's head tags and the
 * script preloads: the first paint waits for it, so the browser asks for it before anything
 * else rather than after a dozen scripts on the same few connections.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'store:stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        if (links.length === 0 || !html.includes('<!--app-head-->')) return html;
        const rest = links.reduce((page, link) => page.replace(link, ''), html);
        return rest.replace('<!--app-head-->', `${links.join('').trim()}\n    <!--app-head-->`);
      },
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper and, with module preloading off, names
 * the stylesheets of the chunks the import loads (a table of them heads each chunk that imports
 * any, `__vite__mapDeps`). Here no import needs one: a page's sheet already holds the CSS of
 * every part the page may load, and a client navigation links the next route's sheet itself
 * (build/page-styles.ts, src/lib/page-sheet.ts). So, once Vite has written them, the lists and
 * the table are blanked (spaces, which gzip to almost nothing, keep every line and column where
 * the source maps say), and the helper only reports a failed import as `vite:preloadError` (see
 * lib/chunk-reload) and rethrows it unless a listener prevents that. A stylesheet imported on its
 * own, lazily, would then never be linked: the build refuses one (import it statically from the
 * module that needs it, and its chunk's sheet holds it).
 */
function importsWithoutStylesheets(): Plugin {
  const helper = '\0vite/preload-helper.js';
  let client = false;
  return {
    name: 'store:imports-without-stylesheets',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      client = !config.build.ssr && config.build.modulePreload === false;
    },
    resolveDynamicImport(specifier, importer) {
      if (client && typeof specifier === 'string' && /\.(css|scss)(\?|$)/.test(specifier))
        this.error(
          `${importer ?? ''} imports the stylesheet ${specifier} lazily: import it statically`,
        );
      return null;
    },
    load: {
      filter: { id: new RegExp(`^${helper}$`) },
      handler: () =>
        client
          ? `const report = (error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
};
export const __vitePreload = (load) => load().catch(report);`
          : null,
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!client) return;
        const blank = (text: string) => ' '.repeat(text.length);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps')) continue;
          chunk.code = chunk.code
            .replace(/^const __vite__mapDeps=[^\n]*/, blank)
            .replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, (call) => 'void 0'.padEnd(call.length));
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    stylesheetFirst(),
    importsWithoutStylesheets(),
    graphqlDocumentModules(
      fileURLToPath(new URL('./src/__generated__/graphql.ts', import.meta.url)),
    ),
  ],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
    preprocessorOptions: {
      scss: { loadPaths: [fileURLToPath(new URL('./src/styles', import.meta.url))] },
    },
  },
  build: {
    // A stylesheet per chunk, which a later build step joins into one sheet per route for the
    // server to link (build/page-styles.ts): a page is styled at its first paint without the
    // rules of every other page.
    cssCodeSplit: true,
    manifest: true,
    // No dependency lists for dynamic imports: they would put the file name of nearly every chunk
    // into the entry (a lazily loaded route's or part's imports are then fetched as the browser
    // reads it), and no polyfill: the server's <link rel="modulepreload"> tags are for browsers
    // that know them, all current ones.
    modulePreload: false,
    sourcemap: isSsrBuild ? true : 'hidden',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            postBanner: (chunk) => (COMPILED_WHOLE.has(chunk.name) ? COMPILE_HINT : ''),
            // A stylesheet is named by its hash alone (build/page-styles.ts joins them into the
            // pages' sheets).
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css'))
                ? 'assets/[hash].css'
                : 'assets/[name]-[hash][extname]',
            // The app's chunks are named by their hash alone: every import between chunks names a
            // file, and the route table in the entry names each route's. The libraries' and the
            // runtime's keep their names.
            chunkFileNames: (chunk) =>
              [...vendorGroups.map((group) => group.name), 'rolldown-runtime'].includes(chunk.name)
                ? 'assets/[name]-[hash].js'
                : 'assets/[hash].js',
            codeSplitting: {
              groups: [
                ...vendorGroups.map(({ name, test }) => ({
                  name,
                  test: (id: string) => test.test(id) && !LATER_LIBRARY_MODULES.test(id),
                  priority: 3,
                })),
                {
                  // With the start go the modules that all pages with a budget but one load, home
                  // among them: the storefront frame (checkout, the one page without it, is mostly
                  // reached from the cart, where the chunk is already loaded). What only the other
                  // pages share (prices and their formatting) is theirs: home's first load, the
                  // leanest, does not carry it.
                  name: startChunk(
                    fileURLToPath(new URL('./src/boot.tsx', import.meta.url)),
                    (id, graph) => {
                      const pages = budgetPagesSharing(id, graph);
                      return pages.length >= budgetPages.length - 1 && pages.includes(HOME);
                    },
                  ),
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                {
                  // What three or more of the pages with a budget load (the market's theme, the
                  // route's query and head): a chunk for each set of pages that shares modules.
                  name: sharedByPages(budgetPagesSharing, 3),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
  },
}));
