import { escapeHtml } from './escape-html.ts';
import type { HeadData } from './head-data.ts';

/** The <title> and <meta> tags of a server-rendered page. */
export function buildHeadTags(head: HeadData): string {
  const tags: string[] = [];
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description) tags.push(meta('description', head.description));
  if (head.keywords) tags.push(meta('keywords', head.keywords));
  if (head.noindex) tags.push(meta('robots', 'noindex, nofollow'));
  return tags.join('\n    ');
}

function meta(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}" />`;
}
