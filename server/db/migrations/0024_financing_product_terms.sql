-- Financing product terms and who offers them (issue 18, docs/finance-order-pickers.md): what the
-- trial calculation needs to know about a product, and which funder companies offer it. One row
-- of terms per product; money and rates are exact decimals.
CREATE TABLE financing_product_terms (
  product_id      text PRIMARY KEY REFERENCES financing_products (id) ON DELETE CASCADE,
  advance_rate    numeric(5, 2) NOT NULL CHECK (advance_rate > 0 AND advance_rate <= 100),
  rate_type       text NOT NULL CHECK (rate_type IN ('FIXED', 'FLOATING')),
  fixed_rate      numeric(7, 4),
  base_rate_type  text,
  direction       text CHECK (direction IN ('UP', 'DOWN')),
  spread          numeric(7, 4),
  day_base        integer NOT NULL CHECK (day_base IN (360, 365)),
  min_tenor_days  integer NOT NULL CHECK (min_tenor_days > 0),
  max_tenor_days  integer NOT NULL CHECK (max_tenor_days >= min_tenor_days),
  -- [{ type, kind: RATE | FLAT, value }]: one or two fees deducted from the payout.
  fees            jsonb NOT NULL DEFAULT '[]',
  CHECK (
    (rate_type = 'FIXED' AND fixed_rate IS NOT NULL AND base_rate_type IS NULL)
    OR (rate_type = 'FLOATING' AND fixed_rate IS NULL AND base_rate_type IS NOT NULL
        AND direction IS NOT NULL AND spread IS NOT NULL)
  )
);

CREATE TABLE financing_product_funders (
  product_id         text NOT NULL REFERENCES financing_products (id) ON DELETE CASCADE,
  funder_company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, funder_company_id)
);
CREATE INDEX financing_product_funders_funder ON financing_product_funders (funder_company_id);

-- The bank account cards (spec 001 §3): a company's collection and payment account lists, and a
-- funder's receiving accounts, each row naming one of its bank accounts. Collection and payment
-- rows say which money they carry (fundSource INTEREST or COLLECTION).
CREATE TABLE company_account_lists (
  company_id       text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  list             text NOT NULL CHECK (list IN ('RECEIVING', 'COLLECTION', 'PAYMENT')),
  bank_account_id  text NOT NULL REFERENCES bank_accounts (id) ON DELETE CASCADE,
  fund_source      text CHECK (fund_source IN ('INTEREST', 'COLLECTION')),
  seq              integer NOT NULL,
  PRIMARY KEY (company_id, list, bank_account_id, seq)
);

-- Eligible receivables are looked up per supplier, page and buyer (the pickers and createOrder).
CREATE INDEX page_records_buyer ON page_records (page_id, company_id, (data->>'buyerName'));
