import { escapeHtml } from './escape-html.ts';
import type { HeadData } from './head-data.ts';

/** The <title>, <meta> and <link> tags of a server-rendered page. */
export function buildHeadTags(head: HeadData): string {
  const tags: string[] = [];
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description) tags.push(meta('description', head.description));
  if (head.keywords) tags.push(meta('keywords', head.keywords));
  if (head.noindex) tags.push(meta('robots', 'noindex, nofollow'));
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(head.jsonLd)}</script>`);
  }
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.lcpImage) {
    const { src, srcSet, sizes } = head.lcpImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  return tags.join('\n    ');
}

/** JSON for a script element: "<" is escaped so the data cannot close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function meta(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}" />`;
}
