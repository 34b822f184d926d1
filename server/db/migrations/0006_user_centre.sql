-- What the user centre changes: contact details, profile times, the password's age; and the
-- real-name verification record shown on the person-info call.

ALTER TABLE users ADD COLUMN mobile text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN notice_email text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;

-- One row per verified (or pending) person; a user without a row has not started verification.
CREATE TABLE person_identities (
  user_id     text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  real_name   text NOT NULL,
  id_type     text NOT NULL,
  -- In clear: a reference server; answers only ever carry it masked.
  id_no       text NOT NULL,
  verified_at timestamptz
);
