-- The home figures are computed from the finance-order and contract records on each call
-- (issue 19, docs/home.md): the seeded per-company table they used to come from is gone, so
-- no second source of the same numbers can drift from the lists.
DROP TABLE company_figures;
