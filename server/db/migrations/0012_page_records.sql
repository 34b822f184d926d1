-- Records of the declared list pages (issue 5; docs/declared-pages.md): purchase orders,
-- invoices, confirmations, contracts, finance, payment, repayment and proof records. Each page's
-- fields are those its declaration names; they are typed when read (see declared-list.ts), so a
-- new page needs a declaration and a seed, not a migration.
CREATE TABLE page_records (
  page_id     text NOT NULL,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id          text NOT NULL,
  data        jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_id, company_id, id)
);

-- What the record commands did (delete, withdraw, sign off…), in order; a deleted record's last
-- state stays here.
CREATE TABLE page_record_events (
  seq         bigserial PRIMARY KEY,
  page_id     text NOT NULL,
  company_id  text NOT NULL,
  record_id   text NOT NULL,
  action      text NOT NULL,
  before      jsonb NOT NULL,
  by_user_id  text NOT NULL,
  at          timestamptz NOT NULL DEFAULT now()
);
