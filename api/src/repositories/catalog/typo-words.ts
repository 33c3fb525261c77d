import type { Sql } from '../../db/types.ts';
import { fuzzyWords, MOST_LOOK_ALIKES, type TextMatch, type TypoWord } from './conditions.ts';

/**
 * The text with each of its words' look-alikes (`TextMatch.typos`): the catalogue's words (those of
 * the products' titles, brands and skus, `catalog_words`) whose trigram word similarity to it is at
 * least pg_trgm's threshold, grouped by that similarity, the likest first. One statement for all
 * the words, through the words' trigram index. At most one more than `MOST_LOOK_ALIKES` each: a
 * word with more is matched by the whole text, so the rest are not read.
 */
export async function lookAlikes(db: Sql, match: TextMatch): Promise<TextMatch> {
  const words = fuzzyWords(match);
  const { rows } = await db.query<{ i: number; similarity: number; words: string[] }>(
    `SELECT q.i::int AS i, l.similarity, array_agg(l.word ORDER BY l.word) AS words
     FROM unnest($1::text[]) WITH ORDINALITY AS q(typed, i)
     CROSS JOIN LATERAL (SELECT c.word, word_similarity(q.typed, c.word) AS similarity
       FROM catalog_words c WHERE q.typed <% c.word
       ORDER BY similarity DESC, c.word LIMIT ${MOST_LOOK_ALIKES + 1}) l
     GROUP BY q.i, l.similarity ORDER BY q.i, l.similarity DESC`,
    [words],
  );
  const typos: TypoWord[] = words.map(() => []);
  for (const row of rows) {
    typos[row.i - 1]?.push({ similarity: Number(row.similarity), words: row.words });
  }
  return { ...match, typos };
}
