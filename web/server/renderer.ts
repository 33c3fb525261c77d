import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Connect, ViteDevServer } from 'vite';
import type {
  PageBody,
  render as renderEntry,
  RenderRequest,
  RenderResult,
} from '../src/entry-server.tsx';
import { PAGE_STYLESHEETS_FILE, type PageStylesheets } from '../build/page-styles.ts';
import {
  documentParts,
  entryStageModules,
  pageStylesheet,
  routeChunkFiles,
  type ClientManifest,
  type DocumentOptions,
  type DocumentParts,
} from './document.ts';

/** A page ready to stream: the document around it, its markup, and the cache to end it with. */
export interface RenderedPage {
  type: 'page';
  status: number;
  setCookies: string[];
  parts: DocumentParts;
  body: PageBody;
  state: () => string;
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));
export const clientDist = `${webRoot}dist/client`;

/** Turns a document request into HTML, from the built bundles or from Vite's dev server. */
export interface Renderer {
  renderPage(
    request: RenderRequest,
  ): Promise<Extract<RenderResult, { type: 'redirect' }> | RenderedPage>;
  /** Vite's middlewares in development (assets, HMR); absent in production. */
  middlewares?: Connect.Server;
  close(): Promise<void>;
}

type RenderFn = typeof renderEntry;

/**
 * What the document needs of the build for a page: its preloads and sheet, and the address of a
 * route module's code (`moduleUrl`; by default its source path, which Vite serves in development).
 */
type PageAssets = Omit<DocumentOptions, 'nonce' | 'routeBranch'> & {
  moduleUrl?: (module: string) => string | undefined;
};

/** Renders a request with `render` and puts the page into its document, or answers its redirect. */
export async function finish(
  render: RenderFn,
  template: string,
  request: RenderRequest,
  assets: (modules: string[]) => PageAssets,
) {
  const result = await render(request);
  if (result.type === 'redirect') return result;
  const { moduleUrl = (module: string) => `/${module}`, ...options } = assets(result.routeModules);
  const parts = documentParts(template, result, {
    nonce: request.nonce,
    ...options,
    // A page whose code has no address keeps no module: the browser then starts with the table.
    routeBranch: result.routeBranch.map(({ module, ...entry }) => {
      const url = module && moduleUrl(module);
      return url ? { ...entry, module: url } : entry;
    }),
  });
  return {
    type: 'page' as const,
    status: result.status,
    setCookies: result.setCookies,
    parts,
    body: result.body,
    state: result.state,
  };
}

/** Production: the built client template and manifest, and the SSR bundle, loaded once. */
export async function createProductionRenderer(): Promise<Renderer> {
  const template = await readFile(`${clientDist}/index.html`, 'utf8');
  const manifest = JSON.parse(
    await readFile(`${clientDist}/.vite/manifest.json`, 'utf8'),
  ) as ClientManifest;
  const sheets = JSON.parse(
    await readFile(`${clientDist}/${PAGE_STYLESHEETS_FILE}`, 'utf8'),
  ) as PageStylesheets;
  const stages = entryStageModules(manifest);
  const serverEntry = new URL('../dist/server/entry-server.js', import.meta.url).href;
  const { render } = (await import(serverEntry)) as { render: RenderFn };
  return {
    renderPage: (request) =>
      finish(render, template, request, (modules) => ({
        preloads: routeChunkFiles(manifest, [...stages, ...modules]),
        stylesheet: pageStylesheet(sheets, modules),
        moduleUrl: (module) => {
          const file = manifest[module]?.file;
          return file && `/${file}`;
        },
      })),
    close: async () => {},
  };
}

/**
 * Development: Vite in middleware mode serves the modules and hot updates (over this server's
 * socket), and the entry is reloaded through Vite on every request so edits show at once.
 */
export async function createDevelopmentRenderer(httpServer: Server): Promise<Renderer> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: webRoot,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    middlewares: vite.middlewares,
    renderPage: async (request) => {
      const url = new URL(request.url);
      const template = await vite.transformIndexHtml(
        url.pathname + url.search,
        await readFile(`${webRoot}index.html`, 'utf8'),
      );
      try {
        const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
          render: RenderFn;
        };
        return await finish(render, template, request, () => ({}));
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    close: () => vite.close(),
  };
}
