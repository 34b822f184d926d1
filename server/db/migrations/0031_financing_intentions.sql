-- Tables of financing intentions and pricing (issue 20, docs/financing-intentions.md).
SELECT 1;
