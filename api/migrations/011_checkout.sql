-- Checkout: the buyer's saved contacts and addresses, the address book of the seeded cities, pickup
-- points, promo codes, the state of each checkout order between steps, and what submit creates:
-- purchases, orders and their items. Reference rows (addresses, pickup points, promo codes) are
-- written by the seed.

-- A saved contact of a user: who receives the order.
CREATE TABLE contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_user_idx ON contacts (user_id, created_at);

-- A saved address for courier delivery.
CREATE TABLE courier_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  latitude double precision,
  longitude double precision,
  apartment text NOT NULL DEFAULT '',
  entrance text NOT NULL DEFAULT '',
  floor text NOT NULL DEFAULT '',
  intercom text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX courier_addresses_user_idx ON courier_addresses (user_id, created_at);

-- The address book behind address suggestions when no address service is configured: street
-- addresses of the seeded cities.
CREATE TABLE addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city_fias_id text NOT NULL REFERENCES cities (fias_id),
  city_title text NOT NULL,
  postal_address text NOT NULL UNIQUE,
  -- the postal address in lower case with ё folded to е, written by the application
  search_text text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
CREATE INDEX addresses_search_trgm_idx ON addresses USING gin (search_text gin_trgm_ops);

-- Where a buyer collects an order: the store's own points and partner networks, per city.
CREATE TABLE pickup_points (
  id text PRIMARY KEY,
  city_fias_id text NOT NULL REFERENCES cities (fias_id),
  kind text NOT NULL CHECK (kind IN ('PICKUP_POINT_KIND_STORE', 'PICKUP_POINT_KIND_PARTNER',
    'PICKUP_POINT_KIND_LOCKER')),
  brand text NOT NULL,
  title text NOT NULL,
  postal_address text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  schedule text NOT NULL,
  -- added to the days the goods need to reach the city
  extra_days integer NOT NULL DEFAULT 0 CHECK (extra_days >= 0),
  cost numeric(14, 2) NOT NULL DEFAULT 0 CHECK (cost >= 0)
);
CREATE INDEX pickup_points_city_idx ON pickup_points (city_fias_id, kind, id);

-- A pickup point the user keeps in their list.
CREATE TABLE pickup_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pickup_point_id text NOT NULL REFERENCES pickup_points (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, pickup_point_id)
);

-- Promo codes, stored in upper case. A null market_id works in every market.
CREATE TABLE promo_codes (
  code text PRIMARY KEY CHECK (code = upper(code)),
  market_id text REFERENCES markets (id),
  kind text NOT NULL CHECK (kind IN ('PERCENT', 'FIXED')),
  value numeric(14, 2) NOT NULL CHECK (value > 0),
  -- goods at the buyer's prices must cost at least this much
  min_sum numeric(14, 2) NOT NULL DEFAULT 0,
  active_since timestamptz NOT NULL,
  active_until timestamptz NOT NULL CHECK (active_until > active_since),
  description text NOT NULL DEFAULT '',
  CHECK (kind <> 'PERCENT' OR value < 100)
);

-- A personal discount of a user, off the goods after the customer's terms.
CREATE TABLE personal_discounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  percent numeric(5, 2) NOT NULL CHECK (percent > 0 AND percent < 100)
);

-- The choices a user made for one seller's part of their cart, kept between checkout steps. The
-- goods themselves are always read from the cart.
CREATE TABLE checkout_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  market_id text NOT NULL REFERENCES markets (id),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  seller_id integer NOT NULL REFERENCES sellers (id),
  contact_id uuid REFERENCES contacts (id) ON DELETE SET NULL,
  courier_address_id uuid REFERENCES courier_addresses (id) ON DELETE SET NULL,
  pickup_address_id uuid REFERENCES pickup_addresses (id) ON DELETE SET NULL,
  cost_center_id uuid REFERENCES cost_centers (id) ON DELETE SET NULL,
  payment_method text NOT NULL DEFAULT 'PAYMENT_METHOD_UNSPECIFIED',
  promo_code text REFERENCES promo_codes (code),
  -- shipment id → chosen delivery variant id
  delivery_variants jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (courier_address_id IS NULL OR pickup_address_id IS NULL)
);
CREATE UNIQUE INDEX checkout_orders_owner_idx
  ON checkout_orders (user_id, market_id, account_id, (COALESCE(customer_id::text, '')), seller_id);

-- One submit: the orders it created. A retried submit with the same key finds it here.
CREATE TABLE purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  market_id text NOT NULL REFERENCES markets (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);

-- Human-readable order numbers: a market prefix and this sequence.
CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  purchase_id uuid NOT NULL REFERENCES purchases (id) ON DELETE CASCADE,
  market_id text NOT NULL REFERENCES markets (id),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- null for a private buyer
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id integer NOT NULL REFERENCES sellers (id),
  seller_title text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- {name, phone, email}
  contact jsonb NOT NULL,
  -- {id, title, description}
  cost_center jsonb,
  -- {method, address, pickup_point_id, pickup_point_kind, pickup_point_brand,
  --  delivery_variant {id, method, time, cost}}
  shipping jsonb NOT NULL,
  payment_method text NOT NULL,
  goods_count integer NOT NULL,
  subtotal numeric(14, 2) NOT NULL,
  discount_total numeric(14, 2) NOT NULL DEFAULT 0,
  discount_promo_code numeric(14, 2) NOT NULL DEFAULT 0,
  discount_personal numeric(14, 2) NOT NULL DEFAULT 0,
  discount_customer numeric(14, 2) NOT NULL DEFAULT 0,
  discount_promo numeric(14, 2) NOT NULL DEFAULT 0,
  shipping_cost numeric(14, 2) NOT NULL DEFAULT 0,
  total numeric(14, 2) NOT NULL,
  amount_paid numeric(14, 2) NOT NULL DEFAULT 0,
  promo_code text,
  comment text
);
CREATE INDEX orders_purchase_idx ON orders (purchase_id);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_account_idx ON orders (account_id, created_at DESC);

CREATE TABLE order_items (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id integer NOT NULL,
  title text NOT NULL,
  sku text NOT NULL,
  slug text NOT NULL,
  image_id text,
  brand_id integer,
  brand_name text NOT NULL,
  brand_slug text NOT NULL,
  price numeric(14, 2) NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  total numeric(14, 2) NOT NULL,
  PRIMARY KEY (order_id, position)
);
