-- Tables of password reset codes (issue 20, docs/password-reset.md).
SELECT 1;
