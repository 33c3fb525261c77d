-- A broad text's first count reads the kept counts of the categories whose every product it
-- matches through the category's own words (`search_extra`, the same for all of a category's
-- products), and works out only the products matched by their own title, brand or sku: this index
-- finds those. The category's words and the titles are part of every kept count now, so a change
-- to either moves the catalogue version on like any other change listings see.
CREATE INDEX products_title_search_idx ON products USING gin (to_tsvector('russian', search_text));

DROP TRIGGER products_listing_changed ON products;
CREATE TRIGGER products_listing_changed
  AFTER UPDATE OF brand_id, category_id, category_path, seller_id, user_price, promo_ids,
    enum_props, num_keys, num_values, search_text, search_extra
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();

-- A catalogue counted before this migration has no category words kept: count it again.
UPDATE catalog_version SET summarised = false;
