import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { COMPANIES } from './data/companies';
import { DEMO_USERS } from './data/demo-users';

/** Tables this seed owns, children first (the seed's TRUNCATE list). */
export const ORG_ACCOUNT_TABLES = ['org_account_events', 'org_accounts'] as const;

const GIVEN = ['Alex', 'Bo', 'Chloe', 'Dev', 'Elena', 'Feng', 'Gita', 'Hao', 'Ines', 'Jun'];
const FAMILY = ['Ng', 'Lim', 'Park', 'Singh', 'Wu', 'Costa', 'Ito', 'Khan'];
const ROLES = ['ADMIN', 'OPERATOR', 'VIEWER'] as const;

/** C001 (the `supplier` demo) gets more than two pages of 20; the others a handful. */
const countFor = (companyId: string) => (companyId === 'C001' ? 45 : 8);

/**
 * Deterministic accounts per company: its demo users first (same names and e-mails), then
 * generated colleagues. Every seventh is DISABLED so both statuses show.
 */
export function orgAccountRows(): unknown[][] {
  const base = Date.UTC(2025, 0, 6, 1, 0, 0);
  const rows: unknown[][] = [];
  for (const company of COMPANIES) {
    const domain = DEMO_USERS.find((u) => u.companyId === company.id)?.email.split('@')[1];
    const mail = domain ?? `${company.id.toLowerCase()}.example`;
    const demo = DEMO_USERS.filter((u) => u.companyId === company.id);
    for (let i = 0; i < countFor(company.id); i += 1) {
      const user = demo[i];
      const given = GIVEN[i % GIVEN.length] as string;
      const family = FAMILY[(i * 3) % FAMILY.length] as string;
      const userName = user?.userName ?? `${given}.${family}${i}`.toLowerCase();
      rows.push([
        `${company.id}-A${String(i + 1).padStart(3, '0')}`,
        company.id,
        userName,
        user?.cname ?? `${given} ${family}`,
        user?.email ?? `${userName}@${mail}`,
        user?.mobile ?? `+65 8${String(1000000 + i * 7919).slice(-7)}`,
        ROLES[i % ROLES.length],
        i % 7 === 6 ? 'DISABLED' : 'ACTIVE',
        (i * 37) % 101,
        new Date(base + i * 86_400_000 * 3 + i * 3_600_000).toISOString(),
      ]);
    }
  }
  return rows;
}

const COLUMNS = [
  'id',
  'company_id',
  'user_name',
  'cname',
  'email',
  'mobile',
  'role',
  'status',
  'login_count',
  'created_at',
] as const;

export async function seedOrgAccounts(tx: Db): Promise<void> {
  await insertRows(tx, 'org_accounts', COLUMNS, orgAccountRows());
}

/** A database seeded before migration 0011 gets its accounts on the next start. */
export async function ensureOrgAccounts(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM org_accounts');
  if ((rows[0]?.n ?? 0) === 0) await seedOrgAccounts(db);
}
