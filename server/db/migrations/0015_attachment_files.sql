-- Uploaded files live on disk, not in the database (issue 16; docs/uploads.md): a 100 MB ZIP
-- held as one bytea value cost gigabytes of memory in PGlite. `storage_path` names the file in the
-- server's file store; `bytes` stays for small files the server writes itself (import error
-- reports) and for rows stored before this migration. A row has one or the other.
ALTER TABLE sys_attachments ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE sys_attachments ADD COLUMN storage_path text;
ALTER TABLE sys_attachments
  ADD CONSTRAINT sys_attachments_content CHECK ((bytes IS NULL) <> (storage_path IS NULL));
