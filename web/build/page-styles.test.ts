import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkSheets, pageSheets, writePageStylesheets } from './page-styles.ts';

/** An entry with global styles, a shell chunk both routes import, a held part, two routes. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/cart.tsx', 'src/Dialog.tsx'],
  },
  'src/Dialog.tsx': { file: 'assets/Dialog.js', css: ['assets/Dialog.css'] },
  _Shell: {
    file: 'assets/Shell.js',
    css: ['assets/Shell.css'],
    imports: ['_Button'],
    dynamicImports: ['src/Footer.tsx'],
  },
  _Button: { file: 'assets/Button.js', css: ['assets/Button.css'] },
  'src/Footer.tsx': { file: 'assets/Footer.js', css: ['assets/Footer.css'], imports: ['_Button'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    css: ['assets/home.css'],
    imports: ['_Shell', 'index.html'],
    dynamicImports: ['src/app/routes/cart.tsx'],
  },
  'src/app/routes/cart.tsx': {
    file: 'assets/cart.js',
    css: ['assets/cart.css'],
    imports: ['_Shell', 'index.html'],
  },
};
const routes = ['src/app/routes/home.tsx', 'src/app/routes/cart.tsx'];

describe('page stylesheets', () => {
  it("hold a route's sheets, imports' before their importer's, then its later parts', not other routes'", () => {
    expect(pageSheets(manifest, routes)['src/app/routes/home.tsx']).toEqual([
      'assets/index.css',
      'assets/Button.css',
      'assets/Shell.css',
      'assets/home.css',
      'assets/Dialog.css',
      'assets/Footer.css',
    ]);
  });

  it("give a page of no route the entry's sheets and its parts'", () => {
    expect(pageSheets(manifest, routes)['']).toEqual(['assets/index.css', 'assets/Dialog.css']);
  });

  it('list each sheet once', () => {
    const sheets = chunkSheets(manifest, ['src/app/routes/cart.tsx', '_Shell'], new Set());
    expect(sheets).toEqual([...new Set(sheets)]);
  });

  describe('written', () => {
    let dist = '';
    afterEach(() => rmSync(dist, { recursive: true, force: true }));

    it("join the sheets in order into one file per route, named by its route and the build's hash", async () => {
      dist = mkdtempSync(join(tmpdir(), 'page-styles-'));
      mkdirSync(join(dist, '.vite'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      for (const chunk of Object.values(manifest))
        for (const sheet of chunk.css ?? []) writeFileSync(join(dist, sheet), `/* ${sheet} */`);
      const index = await writePageStylesheets(dist, routes);
      const cart = index['src/app/routes/cart.tsx'];
      expect(cart?.file).toMatch(/^assets\/page-cart-[\w-]{8}\.css$/);
      expect(readFileSync(join(dist, cart?.file ?? ''), 'utf8')).toBe(
        cart?.covers.map((sheet) => `/* ${sheet} */`).join('\n'),
      );
      expect(JSON.parse(readFileSync(join(dist, '.vite/page-styles.json'), 'utf8'))).toEqual(index);
      // Every sheet of the build has the same hash: a page finds another route's by its name.
      const hashes = Object.values(index).map(({ file }) => file.slice(-13));
      expect(new Set(hashes).size).toBe(1);
      expect(index['']?.file).toBe(`assets/page-store-${hashes[0]?.slice(1)}`);
    });
  });
});
