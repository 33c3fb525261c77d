-- The markets' information pages (delivery, payment, warranty, terms…): one document per market
-- and slug, written by the seed and, in production, by the back office.
CREATE TABLE content_pages (
  market_id text NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  -- the order of the pages in the information menu
  position integer NOT NULL,
  -- {page_title, meta_keywords, meta_description, h1, noindex}
  seo jsonb NOT NULL,
  -- [{heading, paragraphs[], items[]}]
  sections jsonb NOT NULL,
  -- [{title, url}]: where to go next
  links jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market_id, slug)
);
