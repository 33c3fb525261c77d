-- The catalogue: sellers, brands, a three-level category tree, promotions, property dictionary,
-- products and the search queries behind suggestions. Filled by the seed.
--
-- Listing filters and facet counts read only the products row: the category path, promotion ids
-- and property values are kept on it as arrays, so one scan of the matching rows gives every count.

CREATE TABLE sellers (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL,
  image_id text
);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  -- lower case with ё folded to е, written by the application (lower() depends on the locale)
  search_title text NOT NULL
);
CREATE INDEX brands_search_trgm_idx ON brands USING gin (search_title gin_trgm_ops);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  parent_id integer REFERENCES categories (id),
  depth smallint NOT NULL CHECK (depth BETWEEN 1 AND 3),
  -- ids from the root down to this category included
  path integer[] NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  search_title text NOT NULL,
  description text,
  image_id text,
  seller_id integer REFERENCES sellers (id)
);
CREATE INDEX categories_parent_idx ON categories (parent_id, position);
CREATE INDEX categories_search_trgm_idx ON categories USING gin (search_title gin_trgm_ops);

CREATE TABLE promos (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  announcement text NOT NULL,
  description text NOT NULL,
  image_id text,
  active_since timestamptz NOT NULL,
  active_until timestamptz NOT NULL CHECK (active_until > active_since)
);

-- Properties a product may carry: NUMBER values with units, or ENUM values.
CREATE TABLE properties (
  id text PRIMARY KEY,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('NUMBER', 'ENUM')),
  units text,
  position integer NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  sku text NOT NULL UNIQUE,
  title text NOT NULL,
  brand_id integer NOT NULL REFERENCES brands (id),
  category_id integer NOT NULL REFERENCES categories (id),
  -- the category's path: root, middle and leaf ids
  category_path integer[] NOT NULL,
  seller_id integer NOT NULL REFERENCES sellers (id),
  base_price numeric(12, 2) NOT NULL CHECK (base_price >= 0),
  user_price numeric(12, 2) NOT NULL CHECK (user_price >= 0),
  discount smallint NOT NULL CHECK (discount BETWEEN 0 AND 99),
  currency_code text NOT NULL DEFAULT 'RUB',
  status text NOT NULL CHECK (status IN ('IN_STOCK', 'ON_ORDER', 'OUT_OF_STOCK')),
  popularity integer NOT NULL,
  rating real,
  created_at timestamptz NOT NULL,
  image_ids text[] NOT NULL,
  promo_ids integer[] NOT NULL DEFAULT '{}',
  -- ENUM values as 'property_id=value' tokens
  enum_props text[] NOT NULL DEFAULT '{}',
  -- NUMBER values: parallel arrays of property ids and values (in the property's units)
  num_keys text[] NOT NULL DEFAULT '{}',
  num_values double precision[] NOT NULL DEFAULT '{}',
  -- warranty, description, datasheets, inventories, items, features, dimensions, video,
  -- video360, shipping: shown on the product page only
  details jsonb NOT NULL,
  -- title, brand and sku, then the category path, in lower case with ё folded to е; written by
  -- the application, since lower() of Cyrillic depends on the database locale
  search_text text NOT NULL,
  search_extra text NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('russian', search_text), 'A') ||
    setweight(to_tsvector('russian', search_extra), 'B')
  ) STORED
);
CREATE INDEX products_search_idx ON products USING gin (search);
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX products_category_path_idx ON products USING gin (category_path);
CREATE INDEX products_promo_ids_idx ON products USING gin (promo_ids);
CREATE INDEX products_enum_props_idx ON products USING gin (enum_props);
CREATE INDEX products_brand_idx ON products (brand_id, popularity DESC);
CREATE INDEX products_category_idx ON products (category_id, user_price);
CREATE INDEX products_seller_idx ON products (seller_id, popularity DESC);
CREATE INDEX products_popularity_idx ON products (popularity DESC, id);
CREATE INDEX products_price_idx ON products (user_price, id);
CREATE INDEX products_created_idx ON products (created_at DESC, id);

-- What visitors search for: the popular and suggested queries of the search box.
CREATE TABLE search_queries (
  query text PRIMARY KEY,
  hits integer NOT NULL DEFAULT 0
);
CREATE INDEX search_queries_hits_idx ON search_queries (hits DESC);
CREATE INDEX search_queries_trgm_idx ON search_queries USING gin (query gin_trgm_ops);
