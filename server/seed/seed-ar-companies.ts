import type { Db } from '../db/db';

/** The `supplier` demo user (of C001), whose password and SUPPLIER grants the extra users copy. */
const TEMPLATE_USER_ID = 'U1001';
export const MAX_SEED_COMPANIES = 99_999;

/**
 * The suppliers owning receivables when the seed spreads them over `companies` companies
 * (`--seed-companies N`, docs/scaling.md): the demo supplier first, then AR00002 ….
 */
export function arSupplierIds(demoSupplierId: string, companies: number): string[] {
  if (!Number.isInteger(companies) || companies < 1 || companies > MAX_SEED_COMPANIES) {
    throw new Error(
      `seed companies must be a whole number from 1 to ${MAX_SEED_COMPANIES}, got ${companies}`,
    );
  }
  return Array.from({ length: companies }, (_, i) =>
    i === 0 ? demoSupplierId : `AR${String(i + 1).padStart(5, '0')}`,
  );
}

/** The one user of an extra supplier: `ar-supplier-00002` for AR00002 (password of `supplier`). */
export const arSupplierUserName = (supplierId: string) => `ar-supplier-${supplierId.slice(2)}`;

/**
 * The extra suppliers (all but the first, the demo supplier) with one user each who can sign in and sync: only what the
 * receivables calls need, copied in SQL from the demo supplier and the `supplier` user (its password hash, so
 * the demo password works and no scrypt runs per company, and its SUPPLIER-role menu and
 * authorities). Runs after the companies and users are seeded.
 */
export async function seedArCompanies(tx: Db, supplierIds: readonly string[]): Promise<void> {
  const [demoSupplierId, ...extra] = supplierIds;
  if (demoSupplierId === undefined || extra.length === 0) return;
  await tx.query(
    `INSERT INTO companies (id, code, name, name_en, biz_reg_no, country_code, address, status,
                            roles, pool_mode, realname_verified_at)
     SELECT s, 'ARS' || substr(s, 3), 'AR supplier ' || substr(s, 3), 'AR Supplier ' || substr(s, 3),
            'AR' || substr(s, 3), country_code, address, status, '["SUPPLIER"]'::jsonb, pool_mode,
            realname_verified_at
     FROM companies c CROSS JOIN unnest($1::text[]) s WHERE c.id = $2`,
    [extra, demoSupplierId],
  );
  const users = `SELECT s, 'UAR' || substr(s, 3) AS user_id FROM unnest($1::text[]) s`;
  await tx.query(
    `INSERT INTO users (id, user_name, password_hash, cname, email, mobile, notice_email, company_id,
                        language, time_zone, time_format, user_code, user_roles, company_role,
                        roles, description)
     SELECT x.user_id, 'ar-supplier-' || substr(x.s, 3), u.password_hash,
            'AR supplier ' || substr(x.s, 3), 'ar-supplier-' || substr(x.s, 3) || '@example.com',
            '', 'ar-supplier-' || substr(x.s, 3) || '@example.com', x.s, u.language, u.time_zone,
            u.time_format, 'UC' || x.user_id, u.user_roles, 'SUPPLIER', u.roles,
            'Extra supplier of the multi-company receivables seed (docs/scaling.md)'
     FROM users u CROSS JOIN (${users}) x WHERE u.id = $2`,
    [extra, TEMPLATE_USER_ID],
  );
  await tx.query(
    `INSERT INTO user_company_roles (user_id, company_role, seq)
     SELECT user_id, 'SUPPLIER', 1 FROM (${users}) x`,
    [extra],
  );
  await tx.query(
    `INSERT INTO user_permissions (user_id, company_role, permission_id)
     SELECT x.user_id, p.company_role, p.permission_id
     FROM user_permissions p CROSS JOIN (${users}) x
     WHERE p.user_id = $2 AND p.company_role = 'SUPPLIER'`,
    [extra, TEMPLATE_USER_ID],
  );
  await tx.query(
    `INSERT INTO user_authorities (user_id, company_role, pid, seq)
     SELECT x.user_id, a.company_role, a.pid, a.seq
     FROM user_authorities a CROSS JOIN (${users}) x
     WHERE a.user_id = $2 AND a.company_role = 'SUPPLIER'`,
    [extra, TEMPLATE_USER_ID],
  );
}
