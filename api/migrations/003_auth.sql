-- Users, their accounts and customers, one-time codes, sessions and the development outbox.
-- Every timestamp that a rule depends on is written by the application (its clock), so tests can
-- move time; the defaults only serve rows written by hand.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text UNIQUE,
  phone text UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  middle_name text NOT NULL DEFAULT '',
  main_account_id uuid,
  current_account_id uuid,
  current_customer_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE users
  ADD CONSTRAINT users_main_account_fk FOREIGN KEY (main_account_id) REFERENCES accounts (id),
  ADD CONSTRAINT users_current_account_fk FOREIGN KEY (current_account_id) REFERENCES accounts (id);

CREATE TABLE account_users (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('OWNER', 'GUEST')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz,
  PRIMARY KEY (account_id, user_id)
);
CREATE INDEX account_users_user_idx ON account_users (user_id);

-- Customers (companies) of an account; the companies feature adds its own columns later.
CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_account_idx ON customers (account_id);

ALTER TABLE users
  ADD CONSTRAINT users_current_customer_fk FOREIGN KEY (current_customer_id) REFERENCES customers (id)
  ON DELETE SET NULL;

-- One row per message sent. The newest open row of an identity holds its live code; the rows of
-- the last hour are also the counters of the per-identity and per-address limits, which must hold
-- across API replicas.
CREATE TABLE otp_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_identity text NOT NULL,
  transport text NOT NULL CHECK (transport IN ('EMAIL', 'SMS')),
  code_hash text NOT NULL,
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  -- set when the code is used, replaced by a resend, or killed by wrong tries
  closed_at timestamptz
);
CREATE INDEX otp_codes_identity_idx ON otp_codes (user_identity, created_at DESC);
CREATE INDEX otp_codes_ip_idx ON otp_codes (client_ip, created_at DESC);
CREATE INDEX otp_codes_created_idx ON otp_codes (created_at);

-- Solved captcha challenges, so one solution cannot be replayed.
CREATE TABLE captcha_solutions (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- A session is one signed-in device; its refresh tokens form one rotation family.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fingerprint_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Only SHA-256 hashes of tokens are stored.
CREATE TABLE auth_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id);

CREATE TABLE auth_access_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_access_tokens_session_idx ON auth_access_tokens (session_id);
CREATE INDEX auth_access_tokens_expires_idx ON auth_access_tokens (expires_at);

-- Messages that would have been sent, kept only where no transport is configured (never in
-- production): development and end-to-end tests read the codes here.
CREATE TABLE dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transport text NOT NULL,
  user_identity text NOT NULL,
  text text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX dev_outbox_identity_idx ON dev_outbox (user_identity, id DESC);
