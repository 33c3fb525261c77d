import { serializeJsonLd } from './build-head-tags.ts';
import type { HeadData } from './head-data.ts';

/**
 * Brings the live document in line with a page's head data after a client-side navigation
 * (the server already wrote the same tags into the first response).
 */
export function applyHead(document: Document, head: HeadData): void {
  if (head.title !== undefined) document.title = head.title;
  if (head.description !== undefined) setMeta(document, 'description', head.description);
  if (head.keywords !== undefined) setMeta(document, 'keywords', head.keywords);
  if (head.noindex !== undefined)
    setMeta(document, 'robots', head.noindex ? 'noindex, nofollow' : null);
  if (head.canonical !== undefined) setCanonical(document, head.canonical);
  if (head.jsonLd !== undefined) setJsonLd(document, head.jsonLd);
  if (head.themeClass !== undefined) {
    const root = document.documentElement;
    for (const name of [...root.classList])
      if (name.startsWith('theme-')) root.classList.remove(name);
    root.classList.add(head.themeClass);
  }
}

/**
 * Keeps the head's one tag matched by `selector` in step with a value: removed when there is
 * none, created (by `create`) when missing, then `fill`ed with the value.
 */
function syncHeadTag<TTag extends HTMLElement, TValue>(
  document: Document,
  selector: string,
  value: TValue | null,
  create: () => TTag,
  fill: (tag: TTag, value: TValue) => void,
): void {
  let tag = document.head.querySelector<TTag>(selector);
  if (!value) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = create();
    document.head.append(tag);
  }
  fill(tag, value);
}

function setCanonical(document: Document, href: string | null): void {
  const create = () => Object.assign(document.createElement('link'), { rel: 'canonical' });
  syncHeadTag(document, 'link[rel="canonical"]', href, create, (tag, value) => {
    tag.href = value;
  });
}

function setMeta(document: Document, name: string, content: string | null): void {
  const create = () => Object.assign(document.createElement('meta'), { name });
  syncHeadTag(document, `meta[name="${name}"]`, content, create, (tag, value) => {
    tag.content = value;
  });
}

function setJsonLd(document: Document, data: object | null): void {
  const create = () =>
    Object.assign(document.createElement('script'), { type: 'application/ld+json' });
  syncHeadTag(document, 'script[type="application/ld+json"]', data, create, (tag, value) => {
    tag.textContent = serializeJsonLd(value);
  });
}
