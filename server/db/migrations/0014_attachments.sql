-- Attachments (issue 5; docs/uploads.md): uploaded files kept as bytes in the database, each
-- owned by the company of the user who uploaded it; a reference server, so no object store.
CREATE TABLE sys_attachments (
  object_key   text PRIMARY KEY,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  uploaded_by  text NOT NULL,
  file_name    text NOT NULL,
  media_type   text NOT NULL,
  size         integer NOT NULL,
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_attachments_company ON sys_attachments (company_id);

-- The files saved with a record of a declared page, in the order the user left them. Unlinking
-- keeps the stored file (an import's error report or another record may still point at it).
CREATE TABLE page_record_attachments (
  page_id     text NOT NULL,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  record_id   text NOT NULL,
  object_key  text NOT NULL REFERENCES sys_attachments (object_key) ON DELETE CASCADE,
  file_name   text NOT NULL,
  seq         integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_id, company_id, record_id, object_key)
);
