import type { Sql } from '../db/types.ts';
import type { SeedImage } from './content.ts';

/** Inserts image rows in batches; existing ids are left alone. */
export async function insertImages(tx: Sql, images: readonly SeedImage[]): Promise<void> {
  for (let i = 0; i < images.length; i += 1000) {
    const batch = images.slice(i, i + 1000);
    await tx.query(
      `INSERT INTO images (id, kind, title, hue, accent, glyph)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[])
       ON CONFLICT (id) DO NOTHING`,
      [
        batch.map((b) => b.id),
        batch.map((b) => b.kind),
        batch.map((b) => b.title),
        batch.map((b) => b.hue),
        batch.map((b) => b.accent),
        batch.map((b) => b.glyph),
      ],
    );
  }
}
