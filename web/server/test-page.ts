import { markupOf } from '../src/lib/ssr/stream-markup.ts';
import type { RenderedPage } from './renderer.ts';

/** For tests of the server: a rendered page that is the given document. */
export function documentPage(
  status: number,
  html: string,
  setCookies: string[] = [],
): RenderedPage {
  return {
    type: 'page',
    status,
    setCookies,
    parts: { start: '', end: () => '' },
    body: markupOf(html),
    state: () => '',
  };
}
