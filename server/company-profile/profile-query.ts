import type { CompanyProfile } from '../../src/api/endpoints/company-profile/company-profile';
import type { Db } from '../db/db';
import {
  bankAccountColumns,
  bankAccountOf,
  type BankAccountRow,
} from '../handlers/company/bank-account-row';
import { profileBusinessOf } from './profile-business';
import { roleSections } from './role-sections';

interface CompanyRow {
  id: string;
  code: string;
  name: string;
  name_en: string;
  biz_reg_no: string;
  country_code: string;
  address: string;
  status: string;
  roles: string[];
  pool_mode: string;
  realname_verified_at: Date | null;
}

interface ListRow extends BankAccountRow {
  company_code: string;
  fund_source: 'INTEREST' | 'COLLECTION' | null;
}

/** One of the company's account lists (collection or payment), in the list's order. */
async function accountList(db: Db, companyId: string, list: 'COLLECTION' | 'PAYMENT') {
  const { rows } = await db.query<ListRow>(
    `SELECT ${bankAccountColumns('a')}, c.code AS company_code, l.fund_source
     FROM company_account_lists l
     JOIN bank_accounts a ON a.id = l.bank_account_id AND a.company_id = l.company_id
     JOIN companies c ON c.id = l.company_id
     WHERE l.company_id = $1 AND l.list = $2
     ORDER BY l.seq, a.seq
     LIMIT 200`,
    [companyId, list],
  );
  return rows.map((a) => ({
    ...bankAccountOf(a),
    companyCode: a.company_code,
    bankAccountId: a.id,
    fundSource: a.fund_source,
  }));
}

/** The whole profile of one company (the caller's: the handler passes the session's company). */
export async function companyProfileOf(db: Db, companyId: string): Promise<CompanyProfile> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT id, code, name, name_en, biz_reg_no, country_code, address, status, roles, pool_mode,
       realname_verified_at
     FROM companies WHERE id = $1`,
    [companyId],
  );
  const company = rows[0];
  if (!company) throw new Error(`company ${companyId} is missing`);
  const accounts = await db.query<BankAccountRow>(
    `SELECT ${bankAccountColumns()} FROM bank_accounts WHERE company_id = $1 ORDER BY seq LIMIT 200`,
    [companyId],
  );
  const contacts = await db.query<{
    id: string;
    name: string;
    title: string;
    email: string;
    phone: string;
    is_primary: boolean;
  }>(
    `SELECT id, name, title, email, phone, is_primary FROM company_contacts
     WHERE company_id = $1 ORDER BY is_primary DESC, seq LIMIT 50`,
    [companyId],
  );
  const { legal, business } = await profileBusinessOf(db, companyId);
  return {
    base: {
      code: company.code,
      name: company.name,
      nameEn: company.name_en,
      bizRegNo: company.biz_reg_no,
      countryCode: company.country_code,
      area: legal.area,
      address: company.address,
      legalRepresentative: legal.legalRepresentative,
      licenceNo: legal.licenceNo,
      status: company.status,
      realnameVerifiedAt: company.realname_verified_at?.toISOString() ?? null,
    },
    business,
    roles: company.roles,
    sections: await roleSections(db, {
      id: company.id,
      name: company.name,
      nameEn: company.name_en,
      roles: company.roles,
      poolMode: company.pool_mode,
    }),
    bankAccounts: accounts.rows.map(bankAccountOf),
    collectionAccounts: await accountList(db, companyId, 'COLLECTION'),
    paymentAccounts: await accountList(db, companyId, 'PAYMENT'),
    contacts: contacts.rows.map((c) => ({
      id: c.id,
      name: c.name,
      title: c.title,
      email: c.email,
      phone: c.phone,
      primary: c.is_primary,
    })),
  };
}
