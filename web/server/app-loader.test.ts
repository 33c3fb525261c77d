import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appLoaderScript } from './app-loader.ts';

/** A page just parsed, with the given main images not yet arrived, for the loader to run in. */
function parsedPage(pendingImages: number) {
  const added: { tag: string; src?: string; href?: string; nonce?: string }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const images = Array.from({ length: pendingImages }, () => {
    const listeners: (() => void)[] = [];
    return {
      complete: false,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      arrive: () => listeners.shift()?.(),
    };
  });
  const document = {
    currentScript: { nonce: 'n' },
    visibilityState: 'visible',
    addEventListener: () => {},
    querySelectorAll: () => images,
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: (typeof added)[number]) => added.push(element) },
  };
  const run = (script: string) =>
    runInNewContext(script.replace(/^<script[^>]*>|<\/script>$/g, ''), {
      document,
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      // Only the tasks due at once: the wait for late images never runs out here.
      setTimeout: (task: () => void, ms: number) => ms === 0 && tasks.push(task),
    });
  /** Paints a frame, then runs the tasks queued so far. */
  const paint = () => {
    frames.splice(0).forEach((frame) => frame());
    tasks.splice(0).forEach((task) => task());
  };
  return { run, paint, images, added };
}

const preloads = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', '/g.js'];

describe('appLoaderScript', () => {
  it('loads the entry once the page is painted, then the chunks two per task', () => {
    const page = parsedPage(0);
    page.run(appLoaderScript(preloads, ['/entry.js'], 'n'));
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added.map((element) => element.src ?? element.href)).toEqual([
      '/entry.js',
      ...preloads.slice(0, 2),
    ]);
    expect(page.added[0]).toMatchObject({ tag: 'script', type: 'module', nonce: 'n' });
    for (let task = 0; task < 3; task += 1) page.paint();
    expect(page.added.at(-1)).toMatchObject({ tag: 'link', rel: 'modulepreload', href: '/g.js' });
  });

  it('waits for the main images to arrive before it loads anything', () => {
    const page = parsedPage(2);
    page.run(appLoaderScript(preloads, ['/entry.js'], 'n'));
    page.images[0]?.arrive();
    page.paint();
    expect(page.added).toEqual([]);
    page.images[1]?.arrive();
    page.paint();
    expect(page.added[0]).toMatchObject({ src: '/entry.js' });
  });
});
