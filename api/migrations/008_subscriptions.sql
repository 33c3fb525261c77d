-- Newsletter subscriptions: one row per market and address, however often it is sent. The
-- address is stored lower-case, so the unique key also catches differently cased repeats.
CREATE TABLE subscriptions (
  market text NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  source text NOT NULL CHECK (source IN ('SIGN_IN', 'FOOTER')),
  client_ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (market, email)
);
-- The counter of the per-address limit on new subscriptions.
CREATE INDEX subscriptions_ip_idx ON subscriptions (client_ip, created_at DESC);
