import {
  checkBizRegNo,
  checkCompName,
  type CheckAnswer,
} from '../../api/endpoints/company-edit/company-checks';
import {
  companyEditForm,
  type CompanyEditFormData,
} from '../../api/endpoints/company-edit/company-edit-form';
import { listWithOther } from '../../api/endpoints/company-edit/list-with-other';
import { queryBatchBankAccountList } from '../../api/endpoints/company-edit/query-batch-bank-accounts';
import { areaList } from '../../api/endpoints/company/area-list';
import type { CoreServices } from '../core/create-core';

/** A choice of the form's country and province selects, in both languages. */
export interface PlaceChoice {
  code: string;
  nameEn: string;
  nameCn: string;
}

/**
 * The edit form's reads. The name and registration checks are silent (spec 000 §5: their errors
 * are not shown as notices); the form shows the answer's problem under the field.
 */
export function checkCalls(core: Promise<CoreServices>) {
  return {
    async form(): Promise<CompanyEditFormData> {
      const c = await core;
      return c.http.call(companyEditForm, {});
    },
    async checkName(compName: string): Promise<CheckAnswer> {
      const c = await core;
      return c.http.call(checkCompName, { body: { compName } }, { silent: true });
    },
    async checkBizRegNo(bizRegNo: string, countryCode: string): Promise<CheckAnswer> {
      const c = await core;
      return c.http.call(checkBizRegNo, { body: { bizRegNo, countryCode } }, { silent: true });
    },
    async industries() {
      const c = await core;
      return c.http.call(listWithOther, { body: { type: 'INDUSTRY' } });
    },
    /**
     * The countries, or the provinces of one country, for the form's filtered selects: codes and
     * two names, a few hundred rows at most (the area list answers every match).
     */
    async places(parentCode?: string): Promise<PlaceChoice[]> {
      const c = await core;
      const scope = parentCode
        ? { parentCode, type: 'PROVINCE' as const }
        : { type: 'COUNTRY' as const };
      const areas = await c.http.call(areaList, { body: scope });
      return areas.map((a) => ({ code: a.code, nameEn: a.nameEn, nameCn: a.nameCn }));
    },
    /** The company's accounts among these numbers, and the numbers that are none of them. */
    async accounts(numbers: readonly string[]) {
      if (numbers.length === 0) return { found: [], missing: [] };
      const c = await core;
      return c.http.call(queryBatchBankAccountList, { body: { bankAccounts: [...numbers] } });
    },
  };
}
