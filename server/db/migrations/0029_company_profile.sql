-- Tables of the company profile (issue 20, docs/company.md): contacts, the attachment tree (one
-- folder per document kind), the simulated document-management store (DMS, keys `LFI…`) and the
-- short-lived keys of batch downloads.

CREATE TABLE company_contacts (
  id          text PRIMARY KEY,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  seq         integer NOT NULL,
  name        text NOT NULL,
  title       text NOT NULL,
  email       text NOT NULL,
  phone       text NOT NULL,
  is_primary  boolean NOT NULL DEFAULT false
);
CREATE INDEX company_contacts_company ON company_contacts (company_id, seq);

-- The DMS: documents the platform's document-management system keeps for a company (signed
-- onboarding documents and the like). Small files, kept as bytes; never written by the portal.
CREATE TABLE dms_documents (
  doc_key     text PRIMARY KEY CHECK (doc_key LIKE 'LFI%'),
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  file_name   text NOT NULL,
  media_type  text NOT NULL,
  size        integer NOT NULL,
  bytes       bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A company's documents, filed by kind (the folders of the tree). A LOCAL file is a row of
-- sys_attachments, a DMS file a row of dms_documents, both of the same company.
CREATE TABLE company_attachments (
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  object_key   text NOT NULL,
  file_source  text NOT NULL CHECK (file_source IN ('LOCAL', 'DMS')),
  kind         text NOT NULL,
  file_name    text NOT NULL,
  size         integer NOT NULL,
  uploaded_by  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, object_key)
);
CREATE INDEX company_attachments_kind ON company_attachments (company_id, kind, created_at);

-- A batch download: downloadBatch (or batchDownloadDmsAndS3) records the chosen files under a key
-- of the caller's company; batchDownloadByKey streams them as one ZIP until the key expires.
CREATE TABLE attachment_batches (
  batch_key   text PRIMARY KEY,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id     text NOT NULL,
  file_name   text NOT NULL,
  -- [{ objectKey, fileSource }] in the order chosen.
  files       jsonb NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX attachment_batches_expiry ON attachment_batches (expires_at);
