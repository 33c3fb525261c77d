import { PassThrough, Writable, type Readable } from 'node:stream';
import type { PageBody } from '../src/entry-server.tsx';
import { pageCompressor, type PageEncoding } from './compression.ts';
import type { DocumentParts } from './document.ts';

/**
 * The document as a stream: the template's head goes out at once, then the page markup as React
 * writes it, then the serialized cache and the template's end. With an encoding, each of React's
 * flushes is flushed through the compressor too, so the browser gets the header while the rest
 * is still being written.
 */
export function pageStream(
  parts: DocumentParts,
  body: PageBody,
  state: () => string,
  encoding?: PageEncoding,
): Readable {
  const compressor = encoding ? pageCompressor(encoding) : undefined;
  const out = compressor ?? new PassThrough();
  const flush = () => compressor?.flush();
  out.write(parts.start);
  flush();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (out.write(chunk)) callback();
      else out.once('drain', callback);
    },
    final(callback) {
      out.end(parts.end(state()));
      callback();
    },
    destroy(error, callback) {
      if (error) out.destroy(error);
      callback(error);
    },
  });
  // React calls flush() after each batch it writes.
  Object.assign(sink, { flush });
  out.once('close', () => sink.destroy());
  body.pipe(sink);
  return out;
}
