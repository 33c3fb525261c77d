-- A text's matches are found on the listing rows themselves: each carries its product's search
-- vector (`products.search`) with an index of its own, so a text listing reads one table instead of
-- finding the matches in `products` and then looking up each one's listing row by key (on PGlite,
-- two thirds of such a statement). The vector is the last column: listings without text never
-- read that far into a row.

-- The rows are written anew below, by the refresh that now fills the vector too.
TRUNCATE listing_rows;
ALTER TABLE listing_rows ADD COLUMN search tsvector NOT NULL;

CREATE OR REPLACE FUNCTION listing_rows_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_rows l
  WHERE l.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = l.id);
  INSERT INTO listing_terms (kind, term, property)
  SELECT DISTINCT 'E', t, split_part(t, '=', 1)
  FROM products p, unnest(p.enum_props) AS t WHERE p.id = ANY(ids)
  UNION SELECT DISTINCT 'N', k, k FROM products p, unnest(p.num_keys) AS k WHERE p.id = ANY(ids)
  ORDER BY 1, 2
  ON CONFLICT (kind, term) DO NOTHING;
  INSERT INTO listing_rows AS l (id, category_path, brand_id, seller_id, user_price, popularity,
    created_at, promo_ids, enum_ids, num_ids, num_values, search)
  SELECT p.id, p.category_path, p.brand_id, p.seller_id, p.user_price, p.popularity,
    p.created_at,
    ARRAY(SELECT DISTINCT u FROM unnest(p.promo_ids) AS u WHERE u IS NOT NULL ORDER BY u),
    ARRAY(SELECT t.id FROM unnest(p.enum_props) WITH ORDINALITY AS e(term, i)
          JOIN listing_terms t ON t.kind = 'E' AND t.term = e.term ORDER BY e.i),
    ARRAY(SELECT t.id FROM unnest(p.num_keys) WITH ORDINALITY AS e(term, i)
          JOIN listing_terms t ON t.kind = 'N' AND t.term = e.term ORDER BY e.i),
    p.num_values, p.search
  FROM products p WHERE p.id = ANY(ids)
  ON CONFLICT (id) DO UPDATE SET category_path = excluded.category_path,
    brand_id = excluded.brand_id, seller_id = excluded.seller_id,
    user_price = excluded.user_price, popularity = excluded.popularity,
    created_at = excluded.created_at, promo_ids = excluded.promo_ids,
    enum_ids = excluded.enum_ids, num_ids = excluded.num_ids, num_values = excluded.num_values,
    search = excluded.search
  WHERE (l.category_path, l.brand_id, l.seller_id, l.user_price, l.popularity, l.created_at,
      l.promo_ids, l.enum_ids, l.num_ids, l.num_values, l.search)
    IS DISTINCT FROM (excluded.category_path, excluded.brand_id, excluded.seller_id,
      excluded.user_price, excluded.popularity, excluded.created_at, excluded.promo_ids,
      excluded.enum_ids, excluded.num_ids, excluded.num_values, excluded.search);
END
$$;

SELECT listing_rows_refresh(ARRAY(SELECT id FROM products));
CREATE INDEX listing_rows_search_idx ON listing_rows USING gin (search);
ANALYZE listing_rows;
