-- Tables of financing intentions and pricing (issue 20, docs/financing-intentions.md).
-- A supplier's intention to finance (buyer, product, amount, tenor) and the one price a funder of
-- the product quoted for it. The state machine is src/shared/org-info/intention-lifecycle.ts.
CREATE SEQUENCE financing_intention_seq;

CREATE TABLE financing_intentions (
  id                  text PRIMARY KEY,
  supplier_company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  buyer_company_id    text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id          text NOT NULL REFERENCES financing_products (id) ON DELETE CASCADE,
  currency            text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount              numeric(15, 2) NOT NULL CHECK (amount > 0),
  tenor_days          integer NOT NULL CHECK (tenor_days BETWEEN 1 AND 365),
  state               text NOT NULL
                      CHECK (state IN ('PENDING_PRICING', 'PRICED', 'ACCEPTED', 'REJECTED')),
  -- The price: set together by the funder that quoted it, cleared together by an edit.
  funder_company_id   text REFERENCES companies (id) ON DELETE CASCADE,
  rate_type           text CHECK (rate_type IN ('FIXED', 'FLOATING')),
  fixed_rate          numeric(5, 2),
  base_rate_type      text,
  direction           text CHECK (direction IN ('UP', 'DOWN')),
  spread              numeric(5, 2),
  valid_until         date,
  priced_by           text,
  priced_at           timestamptz,
  answered_by         text,
  answered_at         timestamptz,
  created_by          text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (supplier_company_id <> buyer_company_id),
  CHECK (
    (state = 'PENDING_PRICING' AND funder_company_id IS NULL AND rate_type IS NULL
      AND valid_until IS NULL)
    OR (state <> 'PENDING_PRICING' AND funder_company_id IS NOT NULL AND valid_until IS NOT NULL
      AND ((rate_type = 'FIXED' AND fixed_rate IS NOT NULL AND base_rate_type IS NULL)
        OR (rate_type = 'FLOATING' AND fixed_rate IS NULL AND base_rate_type IS NOT NULL
          AND direction IS NOT NULL AND spread IS NOT NULL)))
  )
);
CREATE INDEX financing_intentions_supplier ON financing_intentions (supplier_company_id, id DESC);
CREATE INDEX financing_intentions_product ON financing_intentions (product_id, state);
CREATE INDEX financing_intentions_funder ON financing_intentions (funder_company_id);
