import {
  checkBizRegNo,
  checkCompName,
} from '../../../src/api/endpoints/company-edit/company-checks';
import { listWithOther } from '../../../src/api/endpoints/company-edit/list-with-other';
import { queryBatchBankAccountList } from '../../../src/api/endpoints/company-edit/query-batch-bank-accounts';
import { INDUSTRIES } from '../../../src/shared/company-edit/industries';
import { OTHER } from '../../../src/shared/form-config/select-other';
import { companyAccountsAmong } from '../../company-edit/bank-accounts';
import { checkBizRegNoValue, checkName } from '../../company-edit/identity-checks';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** The checks the company form runs as the user types, and its reference lists. */
export function registerCompanyChecks(api: ApiMount): void {
  route(api, checkCompName, async ({ db, user, body }) =>
    checkName(db, user.companyId, body.compName),
  );
  route(api, checkBizRegNo, async ({ db, user, body }) => {
    const { rows } = await db.query<{ biz_reg_no: string }>(
      'SELECT biz_reg_no FROM companies WHERE id = $1',
      [user.companyId],
    );
    const onFile = rows[0]?.biz_reg_no ?? '';
    return checkBizRegNoValue(db, user.companyId, body.bizRegNo, body.countryCode, onFile);
  });
  route(api, listWithOther, async ({ lang }) =>
    INDUSTRIES.map((i) => ({
      value: i.value,
      label: lang === 'zh-CN' ? i.zh : i.en,
      other: i.value === OTHER,
    })),
  );
  route(api, queryBatchBankAccountList, async ({ db, user, body }) =>
    companyAccountsAmong(db, user.companyId, body.bankAccounts),
  );
}
