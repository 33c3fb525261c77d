import { describe, expect, it } from 'vitest';
import { entryStageModules, pageStylesheet, renderDocument, routeChunkFiles } from './document.ts';

const template = `<!doctype html>
<html lang="ru">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`;

const page = {
  type: 'page' as const,
  status: 200,
  head: '<title>Дрели</title>',
  htmlClass: 'theme-sprout',
  html: '<main>Цена $& и $1</main>',
  state: '<script nonce="n">window.__APOLLO_STATE__={}</script>',
  setCookies: [],
  routeModules: [],
};

describe('renderDocument', () => {
  it('fills the template and puts the nonce on the scripts', () => {
    const html = renderDocument(template, page, { nonce: 'n' });
    expect(html).toContain('<html lang="ru" class="theme-sprout">');
    expect(html).toContain('<title>Дрели</title>');
    expect(html).toContain('<script nonce="n">window.__APOLLO_STATE__={}</script>');
    expect(html.match(/<script(?! nonce="n")/g)).toBeNull();
  });

  it('writes the rendered routes as JSON the page cannot break out of, before the app loads', () => {
    const routeBranch = [
      { id: 'root', path: '/' },
      { id: 'info-x', path: '</script><b>', page: 'content-page', module: '/assets/c-1.js' },
    ];
    const html = renderDocument(template, page, { nonce: 'n', routeBranch });
    const found =
      /<script type="application\/json" id="route-branch" nonce="n">(.*?)<\/script>/.exec(html);
    expect(found?.[1]).not.toContain('<');
    expect(JSON.parse(found?.[1] ?? '')).toEqual(routeBranch);
    expect(html.indexOf('id="route-branch"')).toBeLessThan(html.indexOf('/assets/index-1.js'));
    expect(renderDocument(template, page, { nonce: 'n' })).not.toContain('route-branch');
  });

  it('inserts page content literally, even with replacement patterns in it', () => {
    expect(renderDocument(template, page, { nonce: 'n' })).toContain('<main>Цена $& и $1</main>');
  });

  it('loads the app after the page content, with the route chunks, each once', () => {
    const html = renderDocument(template, page, {
      nonce: 'n',
      preloads: ['assets/home-1.js', 'assets/react-1.js', 'assets/index-1.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/\.js/);
    const loader = html.slice(html.indexOf('<main>'));
    expect(loader).toContain('["/assets/react-1.js","/assets/home-1.js"],["/assets/index-1.js"]');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html.trimEnd()).toMatch(/<\/script>\s*<\/body>\s*<\/html>$/);
  });
});

describe('the page stylesheet', () => {
  const sheets = {
    '': { file: 'assets/page-store-1.css', covers: ['assets/index-1.css'] },
    'src/app/routes/home.tsx': {
      file: 'assets/page-home-1.css',
      covers: ['assets/index-1.css', 'assets/home-1.css'],
    },
  };

  it("links the route's sheet in place of the entry's, alone", () => {
    const stylesheet = pageStylesheet(sheets, ['src/app/routes/home.tsx']);
    const html = renderDocument(template, page, { nonce: 'n', stylesheet });
    const head = html.slice(0, html.indexOf('</head>'));
    // One link: a browser would fetch any other stylesheet link, even a disabled one.
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/page-home-1.css">',
    ]);
    expect(head.indexOf('page-home-1.css')).toBeLessThan(head.indexOf('<title>'));
  });

  it("gives a page of no route, or of a route without a sheet, the store's", () => {
    expect(pageStylesheet(sheets, [])?.file).toBe('assets/page-store-1.css');
    expect(pageStylesheet(sheets, ['src/app/routes/unknown.tsx'])?.file).toBe(
      'assets/page-store-1.css',
    );
  });

  it("keeps the template's sheet when the build has none per page (development)", () => {
    const html = renderDocument(template, page, { nonce: 'n' });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });
});

describe('routeChunkFiles', () => {
  it('lists a route chunk and everything it imports, once each', () => {
    const manifest = {
      'src/app/routes/home.tsx': {
        file: 'assets/home-1.js',
        imports: ['_shared.js', 'index.html'],
      },
      '_shared.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
      'index.html': { file: 'assets/index-1.js' },
    };
    expect(routeChunkFiles(manifest, ['src/app/routes/home.tsx', 'unknown.tsx'])).toEqual([
      'assets/home-1.js',
      'assets/shared-1.js',
      'assets/index-1.js',
    ]);
  });
});

describe('entryStageModules', () => {
  it('names what the entry imports in stages (its dynamic imports), which every page preloads', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_runtime.js'],
        dynamicImports: ['_react.js', '_start.js'],
      },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      '_react.js': { file: 'assets/react-1.js', imports: ['_runtime.js'] },
      '_start.js': { file: 'assets/start-1.js', imports: ['_react.js', 'index.html'] },
      'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_start.js'] },
    };
    const stages = entryStageModules(manifest);
    expect(stages).toEqual(['_react.js', '_start.js']);
    expect(routeChunkFiles(manifest, [...stages, 'src/app/routes/home.tsx'])).toEqual([
      'assets/react-1.js',
      'assets/runtime-1.js',
      'assets/start-1.js',
      'assets/index-1.js',
      'assets/home-1.js',
    ]);
  });

  it('is empty for a build without an entry', () => {
    expect(entryStageModules({})).toEqual([]);
  });
});
