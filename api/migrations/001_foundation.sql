-- Markets and their content documents, and the artwork behind every image id.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE markets (
  id text PRIMARY KEY,
  theme text NOT NULL CHECK (theme IN ('garwin', 'sprout', 'ipr', 'licota', 'product')),
  name text NOT NULL,
  settings jsonb NOT NULL,
  layout jsonb NOT NULL,
  home jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE images (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('slide', 'banner', 'category', 'seller', 'product', 'promo')),
  title text NOT NULL,
  hue integer NOT NULL CHECK (hue BETWEEN 0 AND 359),
  accent integer NOT NULL CHECK (accent BETWEEN 0 AND 359),
  glyph text NOT NULL DEFAULT 'box'
);
