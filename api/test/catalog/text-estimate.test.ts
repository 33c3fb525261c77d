import { describe, expect, it } from 'vitest';
import type { Sql } from '../../src/db/types.ts';
import { parseText } from '../../src/repositories/catalog/conditions.ts';
import { forgetCatalogCaches } from '../../src/repositories/catalog/facet-cache.ts';
import { isBroadText } from '../../src/repositories/catalog/text-estimate.ts';
import { lookAlikes } from '../../src/repositories/catalog/typo-words.ts';
import { startTestApp, useTestApp } from '../support/app.ts';

describe('a text’s estimate of matches', () => {
  const t = useTestApp(() => startTestApp('pglite'));

  /** The database, counting the plans asked for. */
  const counting = () => {
    const asked: string[] = [];
    const db: Sql = {
      query: <Row>(text: string, params?: readonly unknown[]) => {
        if (/^\s*EXPLAIN\b/.test(text)) asked.push(text);
        return t.db.query<Row>(text, params);
      },
    };
    return { db, asked };
  };

  it('asks the planner once per text within the minute, and again once the caches are emptied', async () => {
    const { db, asked } = counting();
    const drill = parseText('дрель');
    const saw = parseText('пила');
    if (!drill || !saw) throw new Error('no words');
    const first = await isBroadText(db, drill, 'fts');
    expect(await isBroadText(db, drill, 'fts')).toBe(first);
    expect(asked).toHaveLength(1);
    await isBroadText(db, await lookAlikes(t.db, drill), 'fuzzy');
    await isBroadText(db, saw, 'fts');
    expect(asked).toHaveLength(3);
    forgetCatalogCaches(db);
    expect(await isBroadText(db, drill, 'fts')).toBe(first);
    expect(asked).toHaveLength(4);
  });
});
