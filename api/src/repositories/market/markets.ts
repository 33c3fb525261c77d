import type { Sql } from '../../db/types.ts';
import type { HomePage } from '../../schemas/home.ts';
import type { Layout } from '../../schemas/layout.ts';
import type { MarketSettings } from '../../schemas/settings.ts';

interface MarketRow {
  id: string;
  settings: MarketSettings;
  layout: Layout;
  home: HomePage;
}

export interface MarketDocuments {
  settings: MarketSettings;
  layout: Layout;
  home: HomePage;
}

/**
 * Market documents change only with a deploy or a seed, so they are read once and kept; `reload`
 * picks up changes.
 */
export class MarketRepository {
  private readonly db: Sql;
  private cache = new Map<string, MarketDocuments>();
  constructor(db: Sql) {
    this.db = db;
  }

  async reload(): Promise<void> {
    const { rows } = await this.db.query<MarketRow>(
      'SELECT id, settings, layout, home FROM markets',
    );
    this.cache = new Map(
      rows.map((r) => [r.id, { settings: r.settings, layout: r.layout, home: r.home }]),
    );
  }

  ids(): Set<string> {
    return new Set(this.cache.keys());
  }

  /** The documents of a known market; the market plugin has already rejected unknown ids. */
  get(id: string): MarketDocuments {
    const docs = this.cache.get(id);
    if (!docs) throw new Error(`market ${id} is not loaded`);
    return docs;
  }
}
