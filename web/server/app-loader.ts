/** How long the app waits for the page's main image before it starts loading anyway. */
const MAIN_IMAGE_WAIT_MS = 1500;

/**
 * Runs in the browser, inline at the end of the page: loads the app's scripts once the server's
 * HTML is on screen with its main image (the images the page marked `fetchpriority="high"`), or
 * after MAIN_IMAGE_WAIT_MS, so on a slow network the scripts do not take the bandwidth the first
 * screen needs. A page opened in the background loads them at once. Self-contained: it is sent
 * as its source text.
 */
export function loadAppAfterFirstPaint(preloads: string[], entries: string[], waitMs: number) {
  // A press before the app has started reaches no handler: it is kept for the app, which makes it
  // again once the part pressed has hydrated (`storeEarlyEvents`, read in lib/hydrate-later). A
  // form without an address of its own would be sent by the browser to the page's own address,
  // its fields in the query and lost to the app: it is stopped and kept the same way.
  const early: Event[] = [];
  const keep = (event: Event) => early.push(event);
  const keepForm = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    early.push(event);
  };
  // Fields typed into are noted too: the app tells React what they hold once it has hydrated them.
  const kinds = ['click', 'input', 'change'];
  for (const kind of kinds) document.addEventListener(kind, keep, true);
  document.addEventListener('submit', keepForm, true);
  (globalThis as { storeEarlyEvents?: () => Event[] }).storeEarlyEvents = () => {
    for (const kind of kinds) document.removeEventListener(kind, keep, true);
    document.removeEventListener('submit', keepForm, true);
    return early.splice(0);
  };
  const nonce = document.currentScript?.nonce ?? '';
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = '';
    document.head.append(element);
  };
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
  };
  // Each element starts a request, which takes the main thread a few milliseconds on a slow
  // phone: two per task.
  const rest = [...preloads];
  const more = () => {
    rest.splice(0, 2).forEach(preload);
    if (rest.length > 0) setTimeout(more, 0);
  };
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const src of entries) {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = nonce;
      script.src = src;
      add(script);
    }
    more();
  };
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') load();
  });
  let painting = false;
  const afterPaint = () => {
    if (painting) return;
    painting = true;
    requestAnimationFrame(() => setTimeout(load, 0));
  };
  const images = [...document.querySelectorAll('img[fetchpriority="high"]')].filter(
    (image) => !(image as HTMLImageElement).complete,
  );
  let waiting = images.length;
  const settled = () => {
    waiting -= 1;
    if (waiting <= 0) afterPaint();
  };
  for (const image of images) {
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
  if (waiting === 0) afterPaint();
  else setTimeout(afterPaint, waitMs);
}

/** The inline script that loads the given module preloads and entry scripts after the first paint. */
export function appLoaderScript(
  preloads: readonly string[],
  entries: readonly string[],
  nonce: string,
): string {
  const args = [preloads, entries, MAIN_IMAGE_WAIT_MS].map((value) => JSON.stringify(value));
  // The source without its indentation (line ends stay: a comment ends at one).
  const code = loadAppAfterFirstPaint
    .toString()
    .replace(/[ \t]+/g, ' ')
    .replace(/\n /g, '\n');
  // "</" would end the script early wherever it appears in a file name.
  const call = `(${code})(${args.join(',')})`.replace(/<\//g, '<\\/');
  return `<script nonce="${nonce}">${call}</script>`;
}
