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

function setCanonical(document: Document, href: string | null): void {
  let tag = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('link');
    tag.rel = 'canonical';
    document.head.append(tag);
  }
  tag.href = href;
}

function setMeta(document: Document, name: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

function setJsonLd(document: Document, data: object | null): void {
  let script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    document.head.append(script);
  }
  script.textContent = serializeJsonLd(data);
}
