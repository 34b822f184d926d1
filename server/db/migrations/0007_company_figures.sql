-- Headline figures of a company for the home page, until finance orders exist to sum. numeric
-- keeps amounts exact; answers spell them as text with the column's two decimals.

CREATE TABLE company_figures (
  company_id         text PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  currency           text NOT NULL,
  financed_amount    numeric(20, 2) NOT NULL,
  outstanding_amount numeric(20, 2) NOT NULL,
  available_limit    numeric(20, 2) NOT NULL,
  order_count        integer NOT NULL
);
