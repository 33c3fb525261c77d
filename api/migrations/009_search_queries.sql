-- Popular queries learn from what visitors search for, per market. Rows of market '' are the
-- seeded queries, shared by every market as a base weight; a market's own rows count the searches
-- that found something there. A query's weight in a market is the sum of both.
ALTER TABLE search_queries ADD COLUMN market text NOT NULL DEFAULT '';
ALTER TABLE search_queries DROP CONSTRAINT search_queries_pkey;
ALTER TABLE search_queries ADD PRIMARY KEY (market, query);
