import type { AnyEditBody } from '../../src/api/endpoints/company-edit/company-edit-body';
import { OTHER } from '../../src/shared/form-config/select-other';
import type { Language } from '../../src/shared/constants';
import type { Db } from '../db/db';
import { companyAccountsAmong } from './bank-accounts';
import { fieldProblem } from './field-problem';
import { PROBLEM_TEXTS, withVars } from './problem-texts';

/**
 * What the body's shape cannot say: the country and area exist (the area under the country), the
 * main bank is in the bank list, OTHER has its text, the accounts are the company's own. Throws
 * the first problem on its field.
 */
export async function checkReferences(
  db: Db,
  companyId: string,
  body: AnyEditBody,
  lang: Language,
): Promise<void> {
  const { rows: country } = await db.query(
    `SELECT 1 FROM areas WHERE type = 'COUNTRY' AND code = $1`,
    [body.countryCode],
  );
  if (country.length === 0) throw fieldProblem('countryCode', PROBLEM_TEXTS.unknownCountry, lang);
  if (body.areaCode !== '') {
    const { rows: area } = await db.query(
      `SELECT 1 FROM areas WHERE type = 'PROVINCE' AND code = $1 AND parent_code = $2`,
      [body.areaCode, body.countryCode],
    );
    if (area.length === 0) throw fieldProblem('areaCode', PROBLEM_TEXTS.unknownArea, lang);
  }
  if (body.mainBankSwift !== '') {
    const { rows: bank } = await db.query('SELECT 1 FROM banks WHERE swift_code = $1', [
      body.mainBankSwift,
    ]);
    if (bank.length === 0) throw fieldProblem('mainBankSwift', PROBLEM_TEXTS.unknownBank, lang);
  }
  if (body.industry === OTHER && body.industryOther.trim() === '') {
    throw fieldProblem('industryOther', PROBLEM_TEXTS.otherRequired, lang);
  }
  if (new Set(body.accountNos).size !== body.accountNos.length) {
    throw fieldProblem('accountNos', PROBLEM_TEXTS.accountTwice, lang);
  }
  if (body.accountNos.length > 0) {
    const { missing } = await companyAccountsAmong(db, companyId, body.accountNos);
    if (missing.length > 0) {
      const texts = withVars(PROBLEM_TEXTS.unknownAccount, { accounts: missing.join(', ') });
      throw fieldProblem('accountNos', texts, lang);
    }
  }
}
