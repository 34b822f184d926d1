-- Server-wide state: settings (seed marker, seed scale), the login key pair, command answers.

CREATE TABLE settings (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The RSA-OAEP key pair of the login endpoint. Kept in the database (not a file) so it survives
-- restarts and is shared by every server process pointed at the same DATABASE_URL.
CREATE TABLE server_keys (
  id            text PRIMARY KEY,
  public_spki   text NOT NULL,
  private_pkcs8 text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- The first final answer of each command, per user. Written in the same transaction as the
-- command's effect, so an answer exists exactly when the effect does.
CREATE TABLE command_results (
  user_id     text NOT NULL,
  command_id  text NOT NULL,
  endpoint_id text NOT NULL,
  code        integer NOT NULL,
  message     text NOT NULL,
  message_key text,
  data        jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, command_id)
);
