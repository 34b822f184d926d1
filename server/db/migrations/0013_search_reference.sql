-- Reference data behind the portal's debounced search selects (issue 5,
-- docs/search-selects.md): banks by name, local name or SWIFT code, contract templates and
-- financing products. Companies are searched where they live, in `companies`.
CREATE TABLE banks (
  swift_code           text PRIMARY KEY,
  comb_bank_name       text NOT NULL,
  comb_bank_name_local text NOT NULL,
  country_code         text NOT NULL,
  seq                  integer NOT NULL
);

CREATE TABLE contract_templates (
  id        text PRIMARY KEY,
  code      text NOT NULL UNIQUE,
  name_en   text NOT NULL,
  name_cn   text NOT NULL,
  category  text NOT NULL,
  version   integer NOT NULL,
  seq       integer NOT NULL
);

CREATE TABLE financing_products (
  id           text PRIMARY KEY,
  code         text NOT NULL UNIQUE,
  name_en      text NOT NULL,
  name_cn      text NOT NULL,
  product_type text NOT NULL,
  currency     text NOT NULL,
  seq          integer NOT NULL
);
