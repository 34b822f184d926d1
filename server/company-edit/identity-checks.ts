import type { CheckAnswer } from '../../src/api/endpoints/company-edit/company-checks';
import {
  bizRegNoProblem,
  companyNameKey,
  companyNameProblem,
  normaliseBizRegNo,
  normaliseCompanyName,
} from '../../src/shared/company-edit/normalise';
import type { Db } from '../db/db';

interface Identity {
  name: string;
  name_en: string;
  biz_reg_no: string;
}

/**
 * The names and registration numbers other companies hold: their approved ones and those their
 * pending changes propose (a name under review is reserved, so two companies cannot both be
 * approved with it).
 */
async function otherIdentities(db: Db, companyId: string): Promise<Identity[]> {
  const { rows } = await db.query<Identity>(
    `SELECT name, name_en, biz_reg_no FROM companies WHERE id <> $1
     UNION ALL
     SELECT proposed->>'name', proposed->>'nameEn', proposed->>'bizRegNo' FROM company_changes
     WHERE status = 'PENDING' AND company_id <> $1`,
    [companyId],
  );
  return rows;
}

/** Whether another company holds this name, as its local or its English name. */
export async function nameTaken(db: Db, companyId: string, name: string): Promise<boolean> {
  const key = companyNameKey(name);
  const others = await otherIdentities(db, companyId);
  return others.some((o) => companyNameKey(o.name) === key || companyNameKey(o.name_en) === key);
}

export async function bizRegNoTaken(db: Db, companyId: string, value: string): Promise<boolean> {
  const key = normaliseBizRegNo(value);
  const others = await otherIdentities(db, companyId);
  return others.some((o) => normaliseBizRegNo(o.biz_reg_no) === key);
}

/** checkCompName: the format, then whether another company holds it. */
export async function checkName(db: Db, companyId: string, raw: string): Promise<CheckAnswer> {
  const normalised = normaliseCompanyName(raw);
  const problem =
    companyNameProblem(raw) ?? ((await nameTaken(db, companyId, raw)) ? 'taken' : null);
  return { valid: problem === null, problem, normalised };
}

/**
 * checkBizRegNo: the company's own number on file is valid as it is (it is not judged again);
 * any other is checked for its format and against other companies.
 */
export async function checkBizRegNoValue(
  db: Db,
  companyId: string,
  raw: string,
  countryCode: string,
  onFile: string,
): Promise<CheckAnswer> {
  const normalised = normaliseBizRegNo(raw);
  if (normalised !== '' && normalised === normaliseBizRegNo(onFile)) {
    return { valid: true, problem: null, normalised };
  }
  const problem =
    bizRegNoProblem(raw, countryCode) ??
    ((await bizRegNoTaken(db, companyId, raw)) ? 'taken' : null);
  return { valid: problem === null, problem, normalised };
}
