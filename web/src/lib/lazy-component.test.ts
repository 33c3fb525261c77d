import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A part's module, as its chunk answers it. */
const partModule = {
  Part: ({ label }: { label: string }) => createElement('button', null, label),
};

/** What a render gives in the browser: the part, or the boundary's stand-in while it waits. */
const render = (Part: ComponentType<{ label: string }>) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement('i', null, 'waiting') },
      createElement(Part, { label: 'В корзину' }),
    ),
  );

describe('a part whose code is a chunk of its own, in the browser', () => {
  beforeEach(() => {
    vi.resetModules();
    // The browser's branch: the module is loaded on demand, not at once as on the server.
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for its code on a render before the code has come', async () => {
    const { lazyComponent } = await import('./hydrate-later.tsx');
    const Part = lazyComponent(() => Promise.resolve(partModule), 'Part');
    expect(render(Part)).toContain('waiting');
  });

  it('renders at once, in the same commit as the page around it, once its code was fetched ahead', async () => {
    const { lazyComponent } = await import('./hydrate-later.tsx');
    const Part = lazyComponent(() => Promise.resolve(partModule), 'Part');
    await (Part as { prefetch?: () => Promise<unknown> }).prefetch?.();
    const html = render(Part);
    expect(html).toContain('<button>В корзину</button>');
    expect(html).not.toContain('waiting');
  });
});
