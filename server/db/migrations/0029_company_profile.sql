-- Tables of the company profile: contacts, attachment folders (issue 20, docs/company.md).
SELECT 1;
