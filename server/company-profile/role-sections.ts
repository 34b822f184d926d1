import type { RoleSections } from '../../src/api/endpoints/company-profile/company-profile';
import type { Db } from '../db/db';

const LIST_MAX = 20;

interface CompanyFacts {
  id: string;
  name: string;
  nameEn: string;
  roles: readonly string[];
  poolMode: string;
}

type NamedCount = { name: string; records: number };

/**
 * What each of the company's roles shows, from its real records (docs/company.md#role-sections):
 * the director's company its business type and user accounts; a supplier the buyers its own
 * records name; a buyer the suppliers its own purchase records name and the portal companies whose
 * records name it as their buyer; a funder the financing products it offers. A role the company does not hold is null.
 */
export async function roleSections(db: Db, company: CompanyFacts): Promise<RoleSections> {
  const has = (role: string) => company.roles.includes(role);
  return {
    company: has('COMPANY') ? await companySection(db, company) : null,
    supplier: has('SUPPLIER') ? await supplierSection(db, company) : null,
    buyer: has('BUYER') ? await buyerSection(db, company) : null,
    funder: has('FUNDER') ? await funderSection(db, company.id) : null,
  };
}

async function companySection(db: Db, company: CompanyFacts) {
  const { rows } = await db.query<{ users: number; active: number }>(
    `SELECT count(*)::int AS users, count(*) FILTER (WHERE status = 'ACTIVE')::int AS active
     FROM org_accounts WHERE company_id = $1`,
    [company.id],
  );
  const counts = rows[0] ?? { users: 0, active: 0 };
  return {
    businessType: company.poolMode === '' ? 'NONE' : company.poolMode,
    users: counts.users,
    activeUsers: counts.active,
  };
}

async function supplierSection(db: Db, company: CompanyFacts) {
  // Its own records where it sells: the buyer is someone else (where it buys, it is the buyer).
  const { rows } = await db.query<NamedCount & { total: number }>(
    `SELECT name, records, count(*) OVER ()::int AS total FROM (
       SELECT data->>'buyerName' AS name, count(*)::int AS records
       FROM page_records
       WHERE company_id = $1 AND coalesce(data->>'buyerName', '') NOT IN ('', $2, $3)
       GROUP BY 1
     ) b
     ORDER BY records DESC, name
     LIMIT ${LIST_MAX}`,
    [company.id, company.name, company.nameEn],
  );
  const ar = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ar_buyers WHERE supplier_id = $1',
    [company.id],
  );
  return {
    buyers: rows.map(({ name, records }) => ({ name, records })),
    buyerCount: rows[0]?.total ?? 0,
    receivableBuyers: ar.rows[0]?.n ?? 0,
  };
}

async function buyerSection(db: Db, company: CompanyFacts) {
  // Records name their buyer by its local or its English name: its own records where it buys
  // name the supplier, other portal companies' records where they sell to it name themselves.
  const { rows } = await db.query<NamedCount & { total: number }>(
    `SELECT name, sum(records)::int AS records, count(*) OVER ()::int AS total FROM (
       SELECT data->>'supplierName' AS name, count(*)::int AS records
       FROM page_records
       WHERE company_id = $1 AND data->>'buyerName' IN ($2, $3)
         AND coalesce(data->>'supplierName', '') NOT IN ('', $2, $3)
       GROUP BY 1
       UNION ALL
       SELECT c.name_en, count(*)::int
       FROM page_records r JOIN companies c ON c.id = r.company_id
       WHERE r.company_id <> $1 AND r.data->>'buyerName' IN ($2, $3)
       GROUP BY c.id, c.name_en
     ) s
     GROUP BY name
     ORDER BY records DESC, name
     LIMIT ${LIST_MAX}`,
    [company.id, company.name, company.nameEn],
  );
  return {
    suppliers: rows.map(({ name, records }) => ({ name, records })),
    supplierCount: rows[0]?.total ?? 0,
  };
}

async function funderSection(db: Db, companyId: string) {
  const { rows } = await db.query<{
    code: string;
    name_en: string;
    name_cn: string;
    product_type: string;
    currency: string;
    advance_rate: string | null;
    rate_type: 'FIXED' | 'FLOATING' | null;
    min_tenor_days: number | null;
    max_tenor_days: number | null;
  }>(
    `SELECT p.code, p.name_en, p.name_cn, p.product_type, p.currency, t.advance_rate::text,
            t.rate_type, t.min_tenor_days, t.max_tenor_days
     FROM financing_product_funders f
     JOIN financing_products p ON p.id = f.product_id
     LEFT JOIN financing_product_terms t ON t.product_id = p.id
     WHERE f.funder_company_id = $1
     ORDER BY p.seq
     LIMIT ${LIST_MAX}`,
    [companyId],
  );
  return {
    products: rows.map((p) => ({
      code: p.code,
      nameEn: p.name_en,
      nameCn: p.name_cn,
      productType: p.product_type,
      currency: p.currency,
      advanceRate: p.advance_rate,
      rateType: p.rate_type,
      minTenorDays: p.min_tenor_days,
      maxTenorDays: p.max_tenor_days,
    })),
  };
}
