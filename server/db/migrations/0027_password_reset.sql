-- One-time codes of password reset (issue 20, docs/password-reset.md). The code itself is never
-- stored: code_hash is its scrypt hash (salted), so a copy of the database cannot reveal a live
-- code within its 15 minutes. Times come from the server's clock (tests move it), not now().
CREATE TABLE password_reset_codes (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Guesses counted before each check, so parallel guesses cannot exceed the limit.
  attempts integer NOT NULL DEFAULT 0,
  -- Set when the code reset the password, or when a newer code or a reset replaced it.
  closed_at timestamptz
);
CREATE INDEX password_reset_codes_user ON password_reset_codes (user_id, id DESC);
