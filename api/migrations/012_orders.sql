-- After submit: online payments through a provider, every provider notification (each applied
-- once, whatever its order of arrival), the status history and tracking numbers the back office
-- sends, and the sellers' bank requisites printed on invoices.

-- One attempt to pay (part of) an order. A retried pay with the same Idempotency-Key finds its
-- row through the unique key instead of charging again.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  provider text NOT NULL,
  provider_payment_id text,
  -- CREATING while the provider is asked; then the provider's own life cycle
  status text NOT NULL CHECK (status IN ('CREATING', 'PENDING', 'WAITING_FOR_CAPTURE', 'SUCCEEDED',
    'CANCELED')),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  -- what the provider reports as paid when the payment succeeded
  amount_captured numeric(14, 2) NOT NULL DEFAULT 0,
  confirmation_url text,
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key),
  UNIQUE (provider, provider_payment_id)
);
CREATE INDEX payments_order_idx ON payments (order_id, created_at DESC);

-- Every notification that was verified: the unique key is what makes a replayed webhook a no-op.
-- Bank transfers reported by the back office land here too (provider 'back-office').
CREATE TABLE payment_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  event_key text NOT NULL,
  payment_id uuid REFERENCES payments (id) ON DELETE CASCADE,
  order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  amount numeric(14, 2),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  UNIQUE (provider, event_key)
);

CREATE TABLE order_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  source text NOT NULL CHECK (source IN ('SUBMIT', 'PAYMENT', 'BACK_OFFICE')),
  comment text,
  changed_at timestamptz NOT NULL
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, changed_at);

CREATE TABLE order_tracking (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  number text NOT NULL,
  url text,
  provider_title text NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, number)
);

-- The list facet counts orders of one account and market by status.
CREATE INDEX orders_account_market_status_idx ON orders (account_id, market_id, status);

-- Bank requisites of the demo sellers (by slug: the seed writes the sellers after migrations).
CREATE TABLE seller_requisites (
  seller_slug text PRIMARY KEY,
  legal_name text NOT NULL,
  inn text NOT NULL,
  kpp text,
  address text NOT NULL,
  bank_name text NOT NULL,
  bic text NOT NULL,
  correspondent_account text NOT NULL,
  account text NOT NULL
);
INSERT INTO seller_requisites VALUES
  ('garwin-official', 'ООО «Гарвин Трейд»', '7841051711', '784101001',
   '191014, Санкт-Петербург, Литейный пр., д. 26', 'ПАО «Банк «Санкт-Петербург»', '044030790',
   '30101810900000000790', '40702810190330004201'),
  ('instrument-opt', 'ООО «ИнструментОпт»', '7805294817', '780501001',
   '198095, Санкт-Петербург, ул. Швецова, д. 41', 'ПАО Сбербанк', '044030653',
   '30101810500000000653', '40702810455000012345'),
  ('promsnab', 'ООО «ПромСнаб»', '7720618422', '772001001',
   '111141, Москва, Зелёный пр., д. 20', 'АО «Альфа-Банк»', '044525593',
   '30101810200000000593', '40702810701300009876'),
  ('sad-i-ogorod', 'ИП Садовникова Анна Петровна', '781605338190', NULL,
   '192241, Санкт-Петербург, ул. Садовая, д. 12', 'АО «Тинькофф Банк»', '044525974',
   '30101810145250000974', '40802810600000123456'),
  ('avtomaster', 'ООО «АвтоМастер»', '7813240512', '781301001',
   '197101, Санкт-Петербург, ул. Мира, д. 3', 'ПАО «Банк «Санкт-Петербург»', '044030790',
   '30101810900000000790', '40702810190330007788'),
  ('tekhnopark', 'ООО «Технопарк Северо-Запад»', '7804512306', '780401001',
   '195220, Санкт-Петербург, Гражданский пр., д. 11', 'ПАО Сбербанк', '044030653',
   '30101810500000000653', '40702810455000054321');
