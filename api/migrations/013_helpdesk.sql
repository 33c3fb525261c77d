-- Help desk: what visitors and buyers send to the market's people (feedback, callback requests,
-- legal-entity orders with documents, rent requests, requests for proposal), the documents they
-- attach, and which products may be rented.

-- One row per request; its number is what the buyer quotes to the sales team.
CREATE TABLE helpdesk_requests (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1001) PRIMARY KEY,
  market text NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('FEEDBACK', 'CALLBACK', 'LEGAL_ENTITY_ORDER', 'RENT', 'RFP')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  product_id integer,
  -- the fields of the request as the sales e-mail shows them
  payload jsonb NOT NULL,
  client_ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  -- null until the sales e-mail went out (a failed send is kept for a retry)
  mailed_at timestamptz
);
-- The counter of the per-address limit.
CREATE INDEX helpdesk_requests_ip_idx ON helpdesk_requests (client_ip, created_at DESC);

-- Uploaded documents. A document without a request is staged: uploaded on its own, waiting for the
-- order that names it; staged documents that no order claims are purged after a day.
CREATE TABLE helpdesk_documents (
  id uuid PRIMARY KEY,
  request_id bigint REFERENCES helpdesk_requests (id) ON DELETE CASCADE,
  market text NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  client_ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX helpdesk_documents_request_idx ON helpdesk_documents (request_id);
CREATE INDEX helpdesk_documents_staged_idx ON helpdesk_documents (created_at) WHERE request_id IS NULL;
CREATE INDEX helpdesk_documents_ip_idx ON helpdesk_documents (client_ip, created_at DESC);

-- Top-level categories whose products may be rented, from a price up: machines worth renting
-- (garden machinery, compressors, welders), not their consumables.
CREATE TABLE helpdesk_rent_categories (
  category_slug text PRIMARY KEY,
  min_price numeric(12, 2) NOT NULL DEFAULT 0
);
INSERT INTO helpdesk_rent_categories (category_slug, min_price) VALUES
  ('sadovaya-tekhnika', 5000),
  ('pnevmoinstrument', 8000),
  ('svarochnoe-oborudovanie', 10000);
