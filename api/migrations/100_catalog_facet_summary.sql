-- Facet counts of whole listing scopes (the catalogue, each category subtree, promotion and seller)
-- without text or filters, so a category page's first visitor does not wait for every product of
-- the subtree to be counted. Rows are tagged with the catalogue version they were counted at: any
-- statement that adds, removes or re-files products, or changes what listings filter on, moves the
-- version on, and rows of an older version are never read. The seed and the price import count
-- every scope again; a scope nobody counted yet is counted by its first listing and kept.

CREATE TABLE catalog_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL,
  -- every standard scope is counted at this version (the category tree's counts read them)
  summarised boolean NOT NULL
);
INSERT INTO catalog_version (version, summarised) VALUES (1, false);

CREATE TABLE catalog_facet_summary (
  -- 'all', 'c:<category id>', 'p:<promo id>', 's:<seller id>', or several joined by '|'
  scope text NOT NULL,
  version bigint NOT NULL,
  -- total, price, brand, category, promo, enum, num: the rows of the live facet statement
  kind text NOT NULL,
  key text,
  n integer NOT NULL,
  lo double precision,
  hi double precision
);
-- one count per bucket, however many listings count a scope at once
CREATE UNIQUE INDEX catalog_facet_summary_bucket_idx
  ON catalog_facet_summary (scope, version, kind, key) NULLS NOT DISTINCT;

CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1, summarised = false;
  DELETE FROM catalog_facet_summary;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_catalog_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
-- Stock and withdrawal do not show in listings: their updates leave the counts alone.
CREATE TRIGGER products_listing_changed
  AFTER UPDATE OF brand_id, category_id, category_path, seller_id, user_price, promo_ids,
    enum_props, num_keys, num_values
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
