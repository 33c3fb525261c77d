import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { Renderer } from './renderer.ts';
import { documentPage, testConfig } from './test-page.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// Far longer than the test: whatever the deadline's timer holds stays for the whole test.
const config = testConfig(60_000);

const collected = new Set<string>();
const registry = new FinalizationRegistry<string>((name) => collected.add(name));

/**
 * Like React and fetch, the render listens to its signal and never stops listening; what the
 * listener reaches (here a megabyte standing for the page's data) lives as long as the signal.
 */
const renderer: Renderer = {
  renderPage: async (request) => {
    const pageData = new Uint8Array(1 << 20);
    request.signal?.addEventListener('abort', () => pageData.fill(0));
    registry.register(pageData, request.url);
    return documentPage(200, '<html></html>');
  },
  close: async () => {},
};

describe('a finished render', () => {
  it('leaves nothing it used reachable once its response has ended', async () => {
    const app = createApp(config, renderer, { accepting: true });
    for (let i = 0; i < 5; i += 1) {
      const response = await app.request(`http://garwin.localhost/page-${i}`);
      await response.text();
    }
    for (let round = 0; round < 10 && collected.size < 5; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      gc();
    }
    expect([...collected].sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `http://garwin.localhost/page-${i}`),
    );
  });
});
