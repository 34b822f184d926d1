-- Finance orders' lifecycle (issue 18, docs/finance-orders.md). An order stays a page record of
-- 'finance.financeOrder' under its supplier's company (the list, sums, search and export keep
-- working); its funder and buyer see it through these two party ids, set on orders made through
-- the lifecycle (the seeded per-company rows have none).
CREATE INDEX page_records_finance_order_funder ON page_records ((data->>'funderCompanyId'))
  WHERE page_id = 'finance.financeOrder';
CREATE INDEX page_records_finance_order_buyer ON page_records ((data->>'buyerCompanyId'))
  WHERE page_id = 'finance.financeOrder';

-- Every step of an order, in order: the detail's timeline (who, which company, when, from which
-- status to which, and the comment of a verdict or payout).
CREATE TABLE finance_order_events (
  order_id      text NOT NULL,
  seq           integer NOT NULL,
  action        text NOT NULL,
  from_status   text,
  to_status     text NOT NULL,
  by_user_id    text NOT NULL,
  by_user_name  text NOT NULL,
  company_id    text NOT NULL,
  at            timestamptz NOT NULL DEFAULT now(),
  comment       text,
  PRIMARY KEY (order_id, seq)
);

-- Numbers of orders made through the lifecycle (ids FOA…, finance numbers FA…), never reused.
CREATE SEQUENCE finance_order_numbers;
