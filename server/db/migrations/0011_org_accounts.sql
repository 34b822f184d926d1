-- The accounts of a company (/org/account, issue 5): who may use the portal for it. Kept apart
-- from `users` so that disabling a listed account never locks a demo sign-in out.
CREATE TABLE org_accounts (
  id          text PRIMARY KEY,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_name   text NOT NULL,
  cname       text NOT NULL,
  email       text NOT NULL,
  mobile      text NOT NULL,
  role        text NOT NULL,
  status      text NOT NULL,
  login_count integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX org_accounts_company ON org_accounts (company_id, created_at);

-- What the account commands did (disable, activate, reset password, send invite), in order.
CREATE TABLE org_account_events (
  seq         bigserial PRIMARY KEY,
  account_id  text NOT NULL REFERENCES org_accounts (id) ON DELETE CASCADE,
  action      text NOT NULL,
  by_user_id  text NOT NULL,
  at          timestamptz NOT NULL DEFAULT now()
);
