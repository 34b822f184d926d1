-- Tokens of preview visitors: the exhibition page and the notice pages open with one instead of
-- a session. Kept in clear because the server prints them on start (a reference server).

CREATE TABLE preview_tokens (
  token      text PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('exhibition', 'notice')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX preview_tokens_kind ON preview_tokens (kind, expires_at);
