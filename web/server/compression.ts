import {
  constants,
  createBrotliCompress,
  createGzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding for a page the browser accepts, brotli first. Levels are chosen for a response
 * made per request: brotli quality 4 and gzip 6 compress nearly as well as their maximum at a
 * fraction of the CPU (static assets are compressed at the maximum once, at build time).
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((item) => item.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function pageCompressor(encoding: PageEncoding): BrotliCompress | Gzip {
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
