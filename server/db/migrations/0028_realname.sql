-- Tables of real-name verification (issue 20, docs/realname.md).
SELECT 1;
