import type { Readable } from 'node:stream';

/**
 * Where uploaded documents live. `put` consumes the stream to its end; when the stream fails (a
 * limit refused it, the uploader went away) the promise rejects and nothing of the object is left.
 */
export interface DocumentStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Every key under a prefix (tests and housekeeping). */
  list(prefix?: string): Promise<string[]>;
}
