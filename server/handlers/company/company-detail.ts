import { companyDetail } from '../../../src/api/endpoints/company/company-detail';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { bankAccountColumns, bankAccountOf, type BankAccountRow } from './bank-account-row';

interface CompanyRow {
  code: string;
  name: string;
  name_en: string;
  biz_reg_no: string;
  country_code: string;
  address: string;
  status: string;
  roles: string[];
}

/**
 * GET company detail: the signed-in user's own company with its bank accounts. Not gated by the
 * org.company.detail permission: the session bootstrap reads it for every user, and page access
 * is the route guard's job.
 */
export function registerCompanyDetail(api: ApiMount): void {
  route(api, companyDetail, async ({ db, user }) => {
    const { rows } = await db.query<CompanyRow>(
      `SELECT code, name, name_en, biz_reg_no, country_code, address, status, roles
       FROM companies WHERE id = $1`,
      [user.companyId],
    );
    const company = rows[0];
    if (!company) throw new Error(`company ${user.companyId} of user ${user.id} is missing`);
    const { rows: accounts } = await db.query<BankAccountRow>(
      `SELECT ${bankAccountColumns()} FROM bank_accounts WHERE company_id = $1 ORDER BY seq`,
      [user.companyId],
    );
    return {
      companyBaseInfo: {
        code: company.code,
        name: company.name,
        nameEn: company.name_en,
        bizRegNo: company.biz_reg_no,
        countryCode: company.country_code,
        address: company.address,
        status: company.status,
      },
      companyRoles: company.roles,
      bankAccounts: accounts.map(bankAccountOf),
    };
  });
}
