-- Tables of company profile changes and their review (issue 20, docs/company.md).
SELECT 1;
