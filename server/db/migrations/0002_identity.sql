-- Companies, users, sessions and the permission tree.

CREATE TABLE companies (
  id          text PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  name        text NOT NULL,
  name_en     text NOT NULL,
  biz_reg_no  text NOT NULL,
  country_code text NOT NULL,
  address     text NOT NULL,
  status      text NOT NULL,
  roles       jsonb NOT NULL,
  -- '' (none), 'DBS' or 'PRODUCT'. Stored symbolically because the answer of the business-type
  -- call is spelt with the configured product code ({PRODUCT}_POOL_FACTORING).
  pool_mode   text NOT NULL DEFAULT ''
);

CREATE TABLE bank_accounts (
  id            text PRIMARY KEY,
  company_id    text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  seq           integer NOT NULL,
  account_name  text NOT NULL,
  bank_name     text NOT NULL,
  bank_name_en  text NOT NULL,
  bank_account  text NOT NULL,
  bank_code     text NOT NULL,
  cnaps         text,
  currency      text NOT NULL,
  status        text NOT NULL,
  can_enable    boolean NOT NULL
);
CREATE INDEX bank_accounts_company ON bank_accounts (company_id, seq);

CREATE TABLE users (
  id            text PRIMARY KEY,
  user_name     text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  cname         text NOT NULL,
  email         text NOT NULL,
  company_id    text NOT NULL REFERENCES companies (id),
  language      text NOT NULL,
  time_zone     text NOT NULL,
  time_format   text NOT NULL,
  user_code     text NOT NULL,
  user_roles    text NOT NULL,
  company_role  text,
  roles         jsonb NOT NULL,
  description   text NOT NULL
);

-- Only a hash of the token is stored: a copy of the database does not hand out live sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE permissions (
  id                   text PRIMARY KEY,
  name                 text NOT NULL,
  parent_permission_id text REFERENCES permissions (id),
  title_en             text NOT NULL,
  title_cn             text NOT NULL,
  seq                  integer NOT NULL
);

-- Grants hold every node of a granted path (leaf and ancestors), so the menu call is one join.
CREATE TABLE user_permissions (
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission_id text NOT NULL REFERENCES permissions (id),
  PRIMARY KEY (user_id, permission_id)
);

CREATE TABLE user_authorities (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pid     text NOT NULL,
  seq     integer NOT NULL,
  PRIMARY KEY (user_id, pid)
);
