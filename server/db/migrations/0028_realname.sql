-- Real-name verification (docs/realname.md). A company is verified when realname_verified_at is
-- set; companies that existed before verification was required were onboarded verified.
ALTER TABLE companies ADD COLUMN realname_verified_at timestamptz;
UPDATE companies SET realname_verified_at = now();

-- The small deposits sent to prove a company holds an account in its registered name. The amount
-- never leaves the server (only the development mailbox's "bank statement" shows it). The latest
-- row of a company is its current challenge; a new request supersedes the earlier ones.
CREATE TABLE realname_deposits (
  id              bigserial PRIMARY KEY,
  company_id      text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  bank_account_id text NOT NULL REFERENCES bank_accounts (id) ON DELETE CASCADE,
  currency        text NOT NULL,
  amount_minor    integer NOT NULL CHECK (amount_minor > 0),
  attempts        integer NOT NULL DEFAULT 0,
  requested_by    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sent_at         timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  passed_at       timestamptz
);
CREATE INDEX realname_deposits_company ON realname_deposits (company_id, id DESC);
