import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DocumentStorage } from './types.ts';

/**
 * A folder on the API's disk. An object is written as `<key>.part` and renamed once whole, so a
 * failed or cancelled upload never shows up as a document, and its part file is deleted.
 */
export function localStorage(root: string): DocumentStorage {
  const pathOf = (key: string) => {
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`storage key escapes the folder: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      const partial = `${path}.part`;
      await mkdir(dirname(path), { recursive: true });
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix = '') {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
