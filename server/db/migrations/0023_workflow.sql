-- Approval workflows (issue 18, docs/approvals.md): a business record (a finance order today,
-- company records later) submitted by its owner company for another company to approve. Each
-- submission is a round with one open task; a deny closes the round and a resubmission opens the
-- next one, so the history keeps every round. The approval row and the round's closing are written
-- in the transaction that runs the business type's outcome.
CREATE TABLE workflow_instances (
  business_type       text NOT NULL,
  business_no         text NOT NULL,
  round               integer NOT NULL,
  owner_company_id    text NOT NULL REFERENCES companies (id),
  approver_company_id text NOT NULL REFERENCES companies (id),
  current_node        text NOT NULL,
  task_id             text NOT NULL UNIQUE,
  -- OPEN while waiting for the approver; then the approver's verdict.
  status              text NOT NULL CHECK (status IN ('OPEN', 'PASSED', 'REJECTED', 'REFUSED')),
  created_at          timestamptz NOT NULL DEFAULT now(),
  closed_at           timestamptz,
  PRIMARY KEY (business_type, business_no, round)
);
-- At most one open round per record, however close together two submissions come.
CREATE UNIQUE INDEX workflow_instances_one_open
  ON workflow_instances (business_type, business_no) WHERE status = 'OPEN';

CREATE TABLE workflow_history (
  id            bigserial PRIMARY KEY,
  business_type text NOT NULL,
  business_no   text NOT NULL,
  round         integer NOT NULL,
  task_id       text NOT NULL,
  node_name     text NOT NULL,
  operation     text NOT NULL CHECK (operation IN ('SUBMITTED', 'PASSED', 'REJECTED', 'REFUSED')),
  comment       text NOT NULL DEFAULT '',
  -- The name as it was when acting: a later rename does not rewrite the history.
  assignee_id   text REFERENCES users (id),
  assignee_name text NOT NULL,
  company_id    text NOT NULL REFERENCES companies (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_type, business_no, round)
    REFERENCES workflow_instances (business_type, business_no, round)
);
CREATE INDEX workflow_history_business ON workflow_history (business_type, business_no, id);
