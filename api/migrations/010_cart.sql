-- The cart: one per visitor (the cart cookie) or per signed-in user's account and customer, per
-- market; its lines remember the offer the buyer approved, so a price change shows as a changed
-- item. Products gain the stock and the withdrawal that the back office's price and stock feed
-- sets; every import is logged.
--
-- Whether a market lets a visitor add to the cart is its `config.required_for_cart` (['AUTH']
-- means sign-in first), kept in the market's settings document that the seed writes.

-- null stock: not tracked (ON_ORDER goods); a line's quantity is capped by a known stock
ALTER TABLE products
  ADD COLUMN stock integer CHECK (stock >= 0),
  ADD COLUMN withdrawn boolean NOT NULL DEFAULT false;

-- A visitor's cart has no user; its id is derived from the secret of the cart cookie (a hash), so
-- the id can be shown without giving the cookie away. A user's cart is one per market, user,
-- account and customer (null customer: buying as a private person).
CREATE TABLE carts (
  id uuid PRIMARY KEY,
  market_id text NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (
    (user_id IS NULL AND account_id IS NULL AND customer_id IS NULL)
    OR (user_id IS NOT NULL AND account_id IS NOT NULL)
  )
);
CREATE UNIQUE INDEX carts_user_owner_idx
  ON carts (market_id, user_id, account_id, customer_id) NULLS NOT DISTINCT
  WHERE user_id IS NOT NULL;
-- visitor carts left alone for the cookie's lifetime are purged
CREATE INDEX carts_visitor_updated_idx ON carts (updated_at) WHERE user_id IS NULL;

-- The approved offer is in the cart owner's prices at the time the buyer added or approved it.
CREATE TABLE cart_items (
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  selected boolean NOT NULL DEFAULT true,
  approved_base_price numeric(14, 2) NOT NULL,
  approved_user_price numeric(14, 2) NOT NULL,
  approved_available boolean NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (cart_id, product_id)
);
CREATE INDEX cart_items_product_idx ON cart_items (product_id);

-- One row per price and stock import (CLI or the internal endpoint).
CREATE TABLE price_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('CLI', 'API')),
  file_name text,
  rows_total integer NOT NULL,
  rows_updated integer NOT NULL,
  -- [{line, sku, reason}]
  rejected jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL
);
