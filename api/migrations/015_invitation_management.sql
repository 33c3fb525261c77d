-- Pending invitations are listed, resent and revoked by the account. A resend rotates the token
-- (only its hash is kept) and is remembered for its throttle; a revoked link joins nobody, and the
-- row stays so the hourly sending limit still counts it.
ALTER TABLE account_invitations ADD COLUMN sent_at timestamptz;
UPDATE account_invitations SET sent_at = created_at;
ALTER TABLE account_invitations ALTER COLUMN sent_at SET NOT NULL;
ALTER TABLE account_invitations ADD COLUMN revoked_at timestamptz;
