-- The development mailbox (docs/password-reset.md): what the reference server would e-mail
-- (password-reset codes, the verification deposit's notice) is kept here and printed to its
-- log, never sent to the real world.
CREATE TABLE dev_mailbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_recipient ON dev_mailbox (lower(recipient), id DESC);
