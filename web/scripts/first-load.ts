import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** The pages a budget is kept for, by the source module of their route (Vite's manifest keys). */
export const BUDGET_ROUTES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  listing: 'src/app/routes/category.tsx',
  product: 'src/app/routes/product.tsx',
  cart: 'src/app/routes/cart.tsx',
  checkout: 'src/app/routes/checkout.tsx',
};

export interface FirstLoad {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/** A client build: its manifest and the gzip size of each file, read once. */
export async function readBuild(distDir: string) {
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = async (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = await readFile(join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };

  /**
   * The JavaScript a first visit downloads before the page works: the HTML entry with the
   * modules it imports in stages (its own dynamic imports, see src/entry-client.ts) and, for a
   * lazily loaded route, its chunk (the server preloads them all), each with its static imports.
   * Other dynamic imports are not counted: they load only when something asks for them.
   */
  async function firstLoad(routeModule?: string): Promise<FirstLoad> {
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error(`${distDir} has no entry chunk in its manifest`);
    const stages = manifest[entry]?.dynamicImports ?? [];
    const roots = [entry, ...stages, ...(routeModule ? [routeModule] : [])];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the manifest of ${distDir}`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    const js = [...files].filter((file) => file.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of js) {
      const size = await sizeOf(file);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    return { files: js, rawBytes, gzipBytes };
  }

  /** The GraphQL operations the files carry, by name, as `query Name` / `mutation Name`. */
  async function operationsIn(files: readonly string[]): Promise<string[]> {
    const operations: string[] = [];
    for (const file of files) {
      const code = await readFile(join(distDir, file), 'utf8');
      for (const [, kind, name] of code.matchAll(OPERATION)) operations.push(`${kind} ${name}`);
    }
    return operations;
  }

  return { manifest, firstLoad, operationsIn };
}

/** An operation definition as the build writes a document (JSON inside a string literal). */
const OPERATION =
  /\\?"kind\\?":\\?"OperationDefinition\\?",\\?"operation\\?":\\?"(query|mutation|subscription)\\?",\\?"name\\?":\{\\?"kind\\?":\\?"Name\\?",\\?"value\\?":\\?"(\w+)/g;

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
