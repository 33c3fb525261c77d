-- The summary now keeps each category's products also by brand, promotion and seller
-- (`c:<id>|b:<id>`, `c:<id>|p:<id>`, `c:<id>|s:<id>`): a catalogue counted before this migration
-- has none of them, so it is counted again.
UPDATE catalog_version SET summarised = false;

-- Those parts make the summary some five times longer: how many texts are kept at a version, asked
-- before a text's first count, reads only the kept texts' rows.
CREATE INDEX catalog_facet_summary_texts_idx ON catalog_facet_summary (version, scope)
  WHERE scope LIKE '%|q:%';

-- The products counted per category, promotion and seller (category pages, the menu) read the
-- scopes' totals alone, and a broad text's first count the categories' words and totals.
CREATE INDEX catalog_facet_summary_totals_idx ON catalog_facet_summary (version, scope)
  WHERE kind = 'total';
CREATE INDEX catalog_facet_summary_words_idx ON catalog_facet_summary (version, scope)
  WHERE kind = 'words';
