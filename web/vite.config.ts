/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { graphqlDocumentModules } from './build/graphql-documents.ts';
import { stylesheetPreloadHelper } from './build/stylesheet-preload.ts';

/** Libraries that change rarely get chunks of their own, so a release of the app keeps them cached. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
];

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    stylesheetFirst(),
    stylesheetPreloadHelper(),
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
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: vendorGroups } } },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
  },
}));
