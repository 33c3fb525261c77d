import { describe, expect, it } from 'vitest';
import { pagesSharing, sharedByPages, startChunk, type ModuleGraph } from './app-chunks.ts';

/** A graph from `module: [static imports, dynamic imports]`; `entry` is the entry. */
function graphOf(modules: Record<string, [string[], string[]?]>): ModuleGraph {
  const info = (id: string) => ({
    isEntry: id === 'entry',
    importers: Object.keys(modules).filter((other) => modules[other]?.[0].includes(id)),
    dynamicImporters: Object.keys(modules).filter((other) => modules[other]?.[1]?.includes(id)),
  });
  return { getModuleInfo: (id) => (id in modules ? info(id) : null) };
}

const graph = graphOf({
  entry: [['router'], ['home', 'checkout']],
  router: [[]],
  home: [['shell', 'theme']],
  checkout: [['theme', 'form']],
  shell: [['icon', 'theme', 'router', 'onboarding', 'node_modules/react'], ['account']],
  onboarding: [[], ['hint']],
  hint: [['onboarding', 'card']],
  card: [[]],
  account: [['icon', 'account-menu']],
  'account-menu': [[]],
  icon: [[]],
  theme: [[]],
  form: [[]],
  'node_modules/react': [[]],
});

describe('the chunks the pages share', () => {
  const name = sharedByPages(pagesSharing(['home', 'checkout']), 2);
  const chunkOf = (id: string) => name(id, graph);

  it('takes what enough of the pages load, by the pages that load it', () => {
    expect(chunkOf('theme')).toBe('pages-01');
  });

  it('leaves what fewer pages, the entry or a library load, and lazily loaded modules', () => {
    expect(chunkOf('icon')).toBeNull();
    expect(chunkOf('form')).toBeNull();
    expect(chunkOf('router')).toBeNull();
    expect(chunkOf('node_modules/react')).toBeNull();
    expect(chunkOf('home')).toBeNull();
  });
});

describe("the app's start chunk", () => {
  const started = graphOf({
    entry: [['reload'], ['start']],
    start: [['router', 'head', 'reload', 'node_modules/react'], ['home']],
    router: [['lazy-route']],
    'lazy-route': [[]],
    head: [[]],
    reload: [[]],
    home: [['head', 'card']],
    card: [[]],
    'node_modules/react': [[]],
  });
  const name = startChunk('start');
  const chunkOf = (id: string) => name(id, started);

  it('takes the start and every app module it imports, however deep', () => {
    expect(chunkOf('start')).toBe('start');
    expect(chunkOf('router')).toBe('start');
    expect(chunkOf('lazy-route')).toBe('start');
  });

  it('takes what a page loaded later shares with the start', () => {
    expect(chunkOf('head')).toBe('start');
  });

  it("leaves the entry's own modules, pages' own, and libraries", () => {
    expect(chunkOf('reload')).toBeNull();
    expect(chunkOf('card')).toBeNull();
    expect(chunkOf('home')).toBeNull();
    expect(chunkOf('node_modules/react')).toBeNull();
  });
});

describe('the start chunk with what nearly every page loads', () => {
  // Of home, cart and checkout, the frame is on the first two; the theme on all three.
  const pages = ['home', 'cart', 'checkout'];
  const site = graphOf({
    entry: [[], ['start']],
    start: [['router'], ['home', 'cart', 'checkout']],
    router: [[]],
    home: [['shell', 'theme']],
    cart: [['shell', 'theme', 'stepper']],
    checkout: [['theme', 'form']],
    shell: [['icon']],
    icon: [[]],
    theme: [[]],
    stepper: [[]],
    form: [[]],
  });
  const sharing = pagesSharing(pages);
  const name = startChunk('start', (id, graph) => sharing(id, graph).length >= pages.length - 1);
  const chunkOf = (id: string) => name(id, site);

  it('takes what all the pages but one load, however deep', () => {
    expect(chunkOf('theme')).toBe('start');
    expect(chunkOf('shell')).toBe('start');
    expect(chunkOf('icon')).toBe('start');
  });

  it("leaves what fewer pages load, and the pages' own modules", () => {
    expect(chunkOf('stepper')).toBeNull();
    expect(chunkOf('form')).toBeNull();
    expect(chunkOf('home')).toBeNull();
  });

  it('counts the pages that load a module', () => {
    expect(sharing('theme', site)).toEqual([0, 1, 2]);
    expect(sharing('shell', site)).toEqual([0, 1]);
    expect(sharing('router', site)).toEqual([]);
  });
});
