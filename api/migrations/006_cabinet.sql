-- The personal cabinet: price types, the registry of legal entities and sole traders, companies
-- (customers of an account) with their price type and limit, cost centres and invitations.

-- What a customer's price type means for prices and delivery; every customer has one.
CREATE TABLE price_types (
  code text PRIMARY KEY,
  title text NOT NULL,
  discount_percent numeric(5, 2) NOT NULL CHECK (discount_percent >= 0 AND discount_percent < 100),
  -- added to the delivery days of every offer (negative: the customer's orders ship sooner)
  delivery_days_offset integer NOT NULL
);
INSERT INTO price_types (code, title, discount_percent, delivery_days_offset) VALUES
  ('RETAIL', 'Розничная', 0, 0),
  ('SMALL_WHOLESALE', 'Мелкооптовая', 5, 0),
  ('WHOLESALE', 'Оптовая', 10, -1),
  ('DEALER', 'Дилерская', 15, -1),
  ('CONTRACT', 'Договорная', 12, 1);

-- The state register the company creator looks tax ids up in (seeded with demo entries).
CREATE TABLE company_registry (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('legal', 'individual')),
  inn text NOT NULL,
  -- null for sole traders; a legal entity may have several (branches)
  kpp text,
  ogrn text NOT NULL,
  title text NOT NULL,
  address text NOT NULL,
  price_type text NOT NULL REFERENCES price_types (code),
  limit_type text CHECK (limit_type IN ('PURCHASE', 'CREDIT')),
  limit_amount numeric(14, 2),
  CHECK ((type = 'legal' AND kpp IS NOT NULL) OR (type = 'individual' AND kpp IS NULL))
);
CREATE UNIQUE INDEX company_registry_tax_id_idx ON company_registry (inn, (COALESCE(kpp, '')));

-- A customer is a company of one account.
ALTER TABLE customers
  ADD COLUMN type text NOT NULL DEFAULT 'legal' CHECK (type IN ('legal', 'individual')),
  ADD COLUMN inn text,
  ADD COLUMN kpp text,
  ADD COLUMN ogrn text,
  ADD COLUMN address text,
  ADD COLUMN price_type text NOT NULL DEFAULT 'RETAIL' REFERENCES price_types (code),
  ADD COLUMN limit_type text CHECK (limit_type IN ('PURCHASE', 'CREDIT')),
  ADD COLUMN limit_amount numeric(14, 2),
  ADD COLUMN limit_currency text NOT NULL DEFAULT 'RUB';
CREATE UNIQUE INDEX customers_account_tax_id_idx
  ON customers (account_id, inn, (COALESCE(kpp, ''))) WHERE inn IS NOT NULL;

CREATE TABLE cost_centers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  UNIQUE (account_id, title)
);

-- An e-mail invitation into an account. Only a SHA-256 hash of the token is kept; a token is
-- used once and expires.
CREATE TABLE account_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL DEFAULT 'GUEST' CHECK (role IN ('OWNER', 'GUEST')),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX account_invitations_account_idx ON account_invitations (account_id, created_at DESC);
