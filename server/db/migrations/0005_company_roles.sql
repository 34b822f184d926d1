-- Company roles a user may act as, and the one each session acts as. Menus and authorities are
-- granted per role, so a user holding SUPPLIER and BUYER sees the buyer menu while acting as buyer.

CREATE TABLE user_company_roles (
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_role text NOT NULL CHECK (company_role IN ('SUPPLIER', 'BUYER', 'FUNDER', 'COMPANY')),
  -- Order of the role switcher; users.company_role stays the role a new session starts in.
  seq          integer NOT NULL,
  PRIMARY KEY (user_id, company_role)
);
INSERT INTO user_company_roles (user_id, company_role, seq)
  SELECT id, company_role, 1 FROM users WHERE company_role IS NOT NULL;

-- '' stands for "no company role" (a director): a primary key column cannot be NULL.
ALTER TABLE user_permissions ADD COLUMN company_role text NOT NULL DEFAULT '';
UPDATE user_permissions up SET company_role = COALESCE(u.company_role, '')
  FROM users u WHERE u.id = up.user_id;
ALTER TABLE user_permissions DROP CONSTRAINT user_permissions_pkey;
ALTER TABLE user_permissions ADD PRIMARY KEY (user_id, company_role, permission_id);

ALTER TABLE user_authorities ADD COLUMN company_role text NOT NULL DEFAULT '';
UPDATE user_authorities ua SET company_role = COALESCE(u.company_role, '')
  FROM users u WHERE u.id = ua.user_id;
ALTER TABLE user_authorities DROP CONSTRAINT user_authorities_pkey;
ALTER TABLE user_authorities ADD PRIMARY KEY (user_id, company_role, pid);

-- The role this session acts as; NULL until it switches (then users.company_role applies).
ALTER TABLE sessions ADD COLUMN company_role text;
