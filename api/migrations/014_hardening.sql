-- A company's negotiated terms (the register's price type and limit) belong to the one account
-- that holds the contract with it. Anybody may add a company of the register by its public tax
-- ids, but without the contract it buys on the store's standard terms (retail, no limit).
CREATE TABLE company_contracts (
  registry_id integer PRIMARY KEY REFERENCES company_registry (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL
);
CREATE INDEX company_contracts_account_idx ON company_contracts (account_id);

-- Terms taken before contracts existed were never proven: every company falls back to the
-- standard terms until the sales team grants its contract.
UPDATE customers SET price_type = 'RETAIL', limit_type = NULL, limit_amount = NULL
WHERE inn IS NOT NULL AND (price_type <> 'RETAIL' OR limit_type IS NOT NULL);

-- Wrong one-time code answers, one row each, so the cap on guesses holds across codes (a resend
-- gives no fresh tries) and across API replicas.
CREATE TABLE otp_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  identity text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX otp_failures_identity_idx ON otp_failures (identity, created_at);
CREATE INDEX otp_failures_ip_idx ON otp_failures (ip, created_at);
