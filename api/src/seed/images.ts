import type { Sql } from '../db/types.ts';
import type { SeedImage } from './content.ts';
import { bulkInsert } from './bulk-insert.ts';

/** Inserts image rows in batches; existing ids are left alone. */
export async function insertImages(tx: Sql, images: readonly SeedImage[]): Promise<void> {
  await bulkInsert(
    tx,
    {
      table: 'images',
      columns: 'id text, kind text, title text, hue int, accent int, glyph text',
      conflict: '(id)',
      batchSize: 1000,
    },
    images,
  );
}
