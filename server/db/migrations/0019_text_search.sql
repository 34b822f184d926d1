-- Text search on the declared lists is "contains, ignoring case" (issue 17; spec 000 §5: text
-- match is case-insensitive with % as wildcard): lower(field) LIKE lower('%text%'). A b-tree cannot
-- answer a pattern that starts with a wildcard; a trigram GIN index on the same expression can.
-- One index per text search field of the declarations (server/handlers/search/list-text-search.ts
-- lists them; tests/unit/server/search-indexes.test.ts checks this file names every one). The
-- record store's rows hold their fields in `data`, so each index is on lower(data->>'field').
-- EXPLAIN on a 100 000-record seed: docs/reference-server.md#text-search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX page_records_trgm_po_no ON page_records
  USING gin (lower(data->>'poNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_buyer_name ON page_records
  USING gin (lower(data->>'buyerName') gin_trgm_ops);
CREATE INDEX page_records_trgm_invoice_no ON page_records
  USING gin (lower(data->>'invoiceNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_confirmation_no ON page_records
  USING gin (lower(data->>'confirmationNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_supplier_name ON page_records
  USING gin (lower(data->>'supplierName') gin_trgm_ops);
CREATE INDEX page_records_trgm_deduction_no ON page_records
  USING gin (lower(data->>'deductionNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_contract_no ON page_records
  USING gin (lower(data->>'contractNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_contract_name ON page_records
  USING gin (lower(data->>'contractName') gin_trgm_ops);
CREATE INDEX page_records_trgm_counterparty_name ON page_records
  USING gin (lower(data->>'counterpartyName') gin_trgm_ops);
CREATE INDEX page_records_trgm_product_name ON page_records
  USING gin (lower(data->>'productName') gin_trgm_ops);
CREATE INDEX page_records_trgm_account_no ON page_records
  USING gin (lower(data->>'accountNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_account_name ON page_records
  USING gin (lower(data->>'accountName') gin_trgm_ops);
CREATE INDEX page_records_trgm_bank_name ON page_records
  USING gin (lower(data->>'bankName') gin_trgm_ops);
CREATE INDEX page_records_trgm_finance_no ON page_records
  USING gin (lower(data->>'financeNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_cost_no ON page_records
  USING gin (lower(data->>'costNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_item_no ON page_records
  USING gin (lower(data->>'itemNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_drawdown_no ON page_records
  USING gin (lower(data->>'drawdownNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_pool_name ON page_records
  USING gin (lower(data->>'poolName') gin_trgm_ops);
CREATE INDEX page_records_trgm_period ON page_records
  USING gin (lower(data->>'period') gin_trgm_ops);
CREATE INDEX page_records_trgm_payment_no ON page_records
  USING gin (lower(data->>'paymentNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_funder_name ON page_records
  USING gin (lower(data->>'funderName') gin_trgm_ops);
CREATE INDEX page_records_trgm_repayment_no ON page_records
  USING gin (lower(data->>'repaymentNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_payer_name ON page_records
  USING gin (lower(data->>'payerName') gin_trgm_ops);
CREATE INDEX page_records_trgm_voucher_no ON page_records
  USING gin (lower(data->>'voucherNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_subledger_account ON page_records
  USING gin (lower(data->>'subledgerAccount') gin_trgm_ops);
CREATE INDEX page_records_trgm_template_code ON page_records
  USING gin (lower(data->>'templateCode') gin_trgm_ops);
CREATE INDEX page_records_trgm_template_name ON page_records
  USING gin (lower(data->>'templateName') gin_trgm_ops);
CREATE INDEX page_records_trgm_collection_no ON page_records
  USING gin (lower(data->>'collectionNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_batch_no ON page_records
  USING gin (lower(data->>'batchNo') gin_trgm_ops);
CREATE INDEX page_records_trgm_document_no ON page_records
  USING gin (lower(data->>'documentNo') gin_trgm_ops);
