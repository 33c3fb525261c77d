import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appLoaderScript } from './app-loader.ts';

/** A form of the page, with or without an `action` address of its own. */
class PageForm {
  readonly address: string | undefined;
  constructor(address?: string) {
    this.address = address;
  }
  hasAttribute(name: string) {
    return name === 'action' && this.address !== undefined;
  }
}

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
  const listeners = new Map<string, (event: unknown) => void>();
  const document = {
    currentScript: { nonce: 'n' },
    visibilityState: 'visible',
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    querySelectorAll: () => images,
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: (typeof added)[number]) => added.push(element) },
  };
  const context: { storeEarlyEvents?: () => unknown[] } = {};
  const run = (script: string) =>
    runInNewContext(script.replace(/^<script[^>]*>|<\/script>$/g, ''), {
      document,
      globalThis: context,
      HTMLFormElement: PageForm,
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      // Only the tasks due at once: the wait for late images never runs out here.
      setTimeout: (task: () => void, ms: number) => ms === 0 && tasks.push(task),
    });
  /** Paints a frame, then runs the tasks queued so far. */
  const paint = () => {
    frames.splice(0).forEach((frame) => frame());
    tasks.splice(0).forEach((task) => task());
  };
  /** Dispatches an event of `type` at `target` the way the page would; answers it. */
  const dispatch = (type: string, target: unknown) => {
    const event = { type, target, defaultPrevented: false, preventDefault: () => {} };
    event.preventDefault = () => void (event.defaultPrevented = true);
    listeners.get(type)?.(event);
    return event;
  };
  return { run, paint, images, added, dispatch, context, listeners };
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

  it('keeps presses and forms sent before the app starts, stopping a form with no address', () => {
    const page = parsedPage(0);
    page.run(appLoaderScript(preloads, ['/entry.js'], 'n'));
    const press = page.dispatch('click', {});
    const ownForm = page.dispatch('submit', new PageForm());
    const searchForm = page.dispatch('submit', new PageForm('/search'));
    expect(press.defaultPrevented).toBe(false);
    expect(ownForm.defaultPrevented).toBe(true);
    // A form with an address of its own works without the app: the browser sends it.
    expect(searchForm.defaultPrevented).toBe(false);
    expect(page.context.storeEarlyEvents?.()).toEqual([press, ownForm]);
    // The app has taken them: the loader keeps nothing more.
    expect(page.listeners.size).toBe(1);
    expect(page.context.storeEarlyEvents?.()).toEqual([]);
  });
});
