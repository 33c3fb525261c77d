import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Just enough of a document's <link> elements for the page sheets. */
class FakeLink {
  rel = '';
  href = '';
  media = '';
  crossOrigin: string | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  removed = false;
  remove() {
    this.removed = true;
  }
}

function fakeDocument(serverSheet?: string) {
  const links: FakeLink[] = [];
  if (serverSheet) {
    const link = new FakeLink();
    link.rel = 'stylesheet';
    link.href = serverSheet;
    links.push(link);
  }
  return {
    links,
    querySelectorAll: () => links.filter((link) => link.rel === 'stylesheet' && !link.removed),
    createElement: () => new FakeLink(),
    head: { append: (link: FakeLink) => links.push(link) },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./page-sheet.ts');
}

describe('page sheets', () => {
  let document: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    document = fakeDocument('http://garwin.localhost/assets/page-home-Ab_c-1x2.css');
    vi.stubGlobal('document', document);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("links another route's sheet by the server's name, applied only once its page shows", async () => {
    const { loadPageSheet, showPageSheet } = await freshModule();
    const loaded = loadPageSheet('cabinet-orders');
    const [home, orders] = document.links;
    expect(orders?.href).toBe('http://garwin.localhost/assets/page-cabinet-orders-Ab_c-1x2.css');
    expect(orders?.media).toBe('not all');
    orders?.onload?.();
    await loaded;
    // Asked again, it is the same link.
    await loadPageSheet('cabinet-orders');
    expect(document.links).toHaveLength(2);

    showPageSheet('cabinet-orders');
    expect([home?.media, orders?.media]).toEqual(['not all', '']);
    showPageSheet('home');
    expect([home?.media, orders?.media]).toEqual(['', 'not all']);
  });

  it('fails as a chunk does when the sheet cannot be fetched, and tries again next time', async () => {
    const { loadPageSheet } = await freshModule();
    const loaded = loadPageSheet('cart');
    document.links[1]?.onerror?.();
    await expect(loaded).rejects.toThrow(/Unable to preload CSS/);
    expect(document.links[1]?.removed).toBe(true);
    void loadPageSheet('cart');
    expect(document.links).toHaveLength(3);
  });

  it('does nothing where pages have no sheets (development)', async () => {
    vi.stubGlobal('document', fakeDocument('http://localhost/src/styles/global.scss'));
    const { loadPageSheet, showPageSheet } = await freshModule();
    await loadPageSheet('cart');
    showPageSheet('cart');
  });
});
