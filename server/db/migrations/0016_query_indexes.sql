-- Indexes for the sort and filter orders of the receivables analytics and their paged tables
-- (issue 16: no request may hold the database for everyone). Every query is scoped by
-- supplier_id first; then comes the column the page sorts by default or the call filters on.
-- EXPLAIN on the seeded data shows each in use (docs/reference-server.md#indexes). The seed drops
-- and rebuilds these with those of 0010 (server/seed/seed-receivables.ts keeps the list).

-- Payment history: newest first, then id (its default order), and payment-date ranges.
CREATE INDEX ar_payments_supplier_date ON ar_payments (supplier_id, payment_date DESC, id);
-- Payment analytics of one buyer.
CREATE INDEX ar_payments_supplier_buyer_date ON ar_payments (supplier_id, buyer_code, payment_date);

-- Due-balance table: receivables with an outstanding balance by due date, then id (its default
-- order), and the due-date ranges of the due-balance figures, which all ask outstanding > 0.
CREATE INDEX receivables_supplier_due_open ON receivables (supplier_id, due_date, id)
  WHERE outstanding > 0;
-- Filters by buyer, by currency and by status (each with the due date the figures range over).
CREATE INDEX receivables_supplier_buyer_due ON receivables (supplier_id, buyer_code, due_date);
CREATE INDEX receivables_supplier_currency_due ON receivables (supplier_id, currency, due_date);
CREATE INDEX receivables_supplier_status_due ON receivables (supplier_id, status, due_date);
-- Issue-date ranges (receivables by date and by buyer, available for finance).
CREATE INDEX receivables_supplier_issue ON receivables (supplier_id, issue_date);

-- Dilution tables by date (newest first) and financing figures by financing date.
CREATE INDEX ar_dilutions_supplier_date ON ar_dilutions (supplier_id, dilution_date DESC, id);
CREATE INDEX ar_financings_supplier_date ON ar_financings (supplier_id, financing_date);
