-- Indexes for the payment history's sorted pages (issue 16: the light call waits behind at most
-- one statement, so no statement may be long). A page sorted by a column reads its first
-- offset + size rows in index order instead of sorting all of the supplier's payments; the
-- page's ORDER BY spells `… DESC NULLS LAST, id`, so descending orders need their own index.
-- The seed drops and rebuilds these with those of 0010 and 0016
-- (server/seed/seed-receivables.ts keeps the list).

-- By amount, either way, then id (the tie-breaker).
CREATE INDEX ar_payments_supplier_amount ON ar_payments (supplier_id, amount, id);
CREATE INDEX ar_payments_supplier_amount_desc ON ar_payments (supplier_id, amount DESC NULLS LAST, id);
-- By payment date descending when the request names it (0016's index serves the default order,
-- `payment_date DESC` with nulls first, and read backwards the ascending one).
CREATE INDEX ar_payments_supplier_date_nl ON ar_payments (supplier_id, payment_date DESC NULLS LAST, id);
-- By invoice number: receivables in invoice order, each one's payments by id.
CREATE INDEX receivables_supplier_invoice ON receivables (supplier_id, invoice_no, id);
CREATE INDEX receivables_supplier_invoice_desc ON receivables (supplier_id, invoice_no DESC NULLS LAST, id);
CREATE INDEX ar_payments_receivable ON ar_payments (receivable_id, id);
