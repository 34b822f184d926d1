-- Tables of company profile changes and their review (issue 20, docs/company-review.md).

-- The fields of a company's profile the edit form keeps besides companies' own columns: the legal
-- ones companies lacks (area, legal representative, a funder's licence) and those applied at once.
-- A company without a row has them all empty.
CREATE TABLE company_edit_profiles (
  company_id           text PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  area_code            text NOT NULL DEFAULT '',
  legal_representative text NOT NULL DEFAULT '',
  licence_no           text NOT NULL DEFAULT '',
  phone                text NOT NULL DEFAULT '',
  email                text NOT NULL DEFAULT '',
  website              text NOT NULL DEFAULT '',
  contact_name         text NOT NULL DEFAULT '',
  industry             text NOT NULL DEFAULT '',
  industry_other       text NOT NULL DEFAULT '',
  main_bank_swift      text NOT NULL DEFAULT '',
  -- Per edit role (SUPPLIER, BUYER, FUNDER, DIRECTOR): the accounts it uses and its own fields.
  role_details         jsonb NOT NULL DEFAULT '{}',
  updated_by           text,
  updated_at           timestamptz
);

-- A change of legal data waiting for (or decided by) the platform's review. `approved` is the
-- legal data when it was submitted, `proposed` what it asks for; an approval writes `proposed`.
CREATE TABLE company_changes (
  id                text PRIMARY KEY,
  company_id        text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  seq               integer NOT NULL,
  edit_role         text NOT NULL,
  status            text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'RETURNED')),
  approved          jsonb NOT NULL,
  proposed          jsonb NOT NULL,
  changed_fields    jsonb NOT NULL,
  submitted_by      text NOT NULL,
  submitted_by_name text NOT NULL,
  submitted_at      timestamptz NOT NULL DEFAULT now(),
  decided_by        text,
  decided_at        timestamptz,
  comment           text NOT NULL DEFAULT '',
  UNIQUE (company_id, seq)
);
-- One pending change a company, however close together two submissions come.
CREATE UNIQUE INDEX company_changes_one_pending ON company_changes (company_id)
  WHERE status = 'PENDING';
CREATE INDEX company_changes_status ON company_changes (status, submitted_at);
