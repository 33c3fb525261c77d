import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page in the browser whose held parts have not all hydrated yet (no `data-hydrated`). */
function pageStillHydrating() {
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', {
    documentElement: { dataset: {} },
    addEventListener: () => {},
    getElementById: () => null,
  });
}

const part = createElement('button', null, 'В корзину');

describe('a held part', () => {
  beforeEach(() => {
    vi.resetModules();
    pageStillHydrating();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for its turn while the page itself hydrates', async () => {
    const { HydrateLater } = await import('./hydrate-later.tsx');
    expect(renderToString(createElement(HydrateLater, null, part))).not.toContain('В корзину');
  });

  it('renders at once when rendered anew after the page has hydrated, though other parts still wait', async () => {
    const { HydrateLater } = await import('./hydrate-later.tsx');
    const { markRootHydrated } = await import('./later-parts.ts');
    markRootHydrated();
    expect(renderToString(createElement(HydrateLater, null, part))).toContain(
      '<button>В корзину</button>',
    );
  });
});
