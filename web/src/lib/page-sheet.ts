/**
 * The pages' stylesheets (build/page-styles.ts): a route's page has one sheet holding all the CSS
 * it may need (the entry's, its route's, and every part either may load later), named
 * `/assets/page-<route module>-<build>.css` with one build hash for all of them. The server links
 * the sheet of the page it renders. A client navigation to another route links that route's
 * sheet, named after the server's, and the route shows once it has loaded. Only the sheet of the
 * route on screen applies: each sheet holds the rules every page shares again, and those of
 * another page after its own would undo the order of its rules.
 */
const SHEET_NAME = /^(.*\/assets\/page-).+(-[\w-]{8}\.css)$/;

interface PageSheet {
  link: HTMLLinkElement;
  loaded: Promise<void>;
}

let sheets: Map<string, PageSheet> | undefined;
let nameAround: [string, string] | undefined;

/** The sheets by page, starting with the server's; empty where pages have none (development). */
function pageSheets(): Map<string, PageSheet> {
  if (sheets) return sheets;
  sheets = new Map();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const [, before, after] = SHEET_NAME.exec(link.href) ?? [];
    if (before === undefined || after === undefined) continue;
    nameAround = [before, after];
    sheets.set(link.href.slice(before.length, -after.length), {
      link,
      loaded: Promise.resolve(),
    });
  }
  return sheets;
}

/**
 * Resolves once the sheet of `page` (a route module's name) is in the document, not applied until
 * the page shows (`showPageSheet`). Rejects as a failed chunk does (lib/chunk-reload) when it
 * cannot be fetched. On the server, and where pages have no sheets, it resolves at once.
 */
export function loadPageSheet(page: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const known = pageSheets();
  const found = known.get(page);
  if (found) return found.loaded;
  if (!nameAround) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.media = 'not all';
  link.href = `${nameAround[0]}${page}${nameAround[1]}`;
  const loaded = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      known.delete(page);
      link.remove();
      reject(new Error(`Unable to preload CSS for ${link.href}`));
    };
  });
  known.set(page, { link, loaded });
  document.head.append(link);
  return loaded;
}

/** Applies the sheet of `page` alone, as its route shows. */
export function showPageSheet(page: string): void {
  const known = pageSheets();
  if (!known.has(page)) return;
  for (const [name, { link }] of known) {
    const media = name === page ? '' : 'not all';
    if (link.media !== media) link.media = media;
  }
}
