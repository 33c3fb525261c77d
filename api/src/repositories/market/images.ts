import type { Sql } from '../../db/types.ts';
import type { SeedImage } from '../../seed/content.ts';

export async function findImage(db: Sql, id: string): Promise<SeedImage | undefined> {
  const { rows } = await db.query<SeedImage>(
    'SELECT id, kind, title, hue, accent, glyph FROM images WHERE id = $1',
    [id],
  );
  return rows[0];
}
