import type { CompanyEditValues } from '../../../api/endpoints/company-edit/company-edit-form';
import type { EditRole } from '../../../shared/company-edit/change-rules';
import {
  bizRegNoProblem,
  companyNameProblem,
  normaliseBizRegNo,
  normaliseCompanyName,
} from '../../../shared/company-edit/normalise';
import { OTHER } from '../../../shared/form-config/select-other';
import type { EditSubmission } from '../../../worker/company-edit/save-edit';

export const DRAFT_FIELDS = [
  'name',
  'nameEn',
  'bizRegNo',
  'countryCode',
  'areaCode',
  'address',
  'legalRepresentative',
  'licenceNo',
  'contactName',
  'phone',
  'email',
  'website',
  'industry',
  'industryOther',
  'mainBankSwift',
  'mainProducts',
  'paymentTermDays',
  'accountNos',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
/** The form's texts as typed; account numbers one a line. */
export type EditDraft = Record<DraftField, string>;

export const draftOf = (v: CompanyEditValues): EditDraft => ({
  ...v,
  paymentTermDays: String(v.paymentTermDays),
  accountNos: v.accountNos.join('\n'),
});

export const accountNumbersOf = (text: string): string[] =>
  text
    .split('\n')
    .map((n) => n.trim())
    .filter((n) => n !== '');

/** The problem codes the form says itself (company_edit.problem.*), before anything is sent. */
export type DraftProblem =
  'required' | 'tooShort' | 'tooLong' | 'format' | 'checksum' | 'taken' | 'otherRequired';

/**
 * The shared rules the server runs too (src/shared/company-edit): names and a changed
 * registration number, the address, a legal representative or licence once on file, and the
 * text of an OTHER industry. Format rules of the rest are the server's, shown on their fields.
 */
export function draftProblems(
  draft: EditDraft,
  approved: CompanyEditValues,
): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  for (const field of ['name', 'nameEn'] as const) {
    if (normaliseCompanyName(draft[field]) === normaliseCompanyName(approved[field])) continue;
    const problem = companyNameProblem(draft[field]);
    if (problem) problems[field] = problem;
  }
  if (normaliseBizRegNo(draft.bizRegNo) !== normaliseBizRegNo(approved.bizRegNo)) {
    const problem = bizRegNoProblem(draft.bizRegNo, draft.countryCode);
    if (problem) problems.bizRegNo = problem;
  }
  if (draft.address.trim() === '') problems.address = 'required';
  for (const field of ['legalRepresentative', 'licenceNo'] as const) {
    if (approved[field] !== '' && draft[field].trim() === '') problems[field] = 'required';
  }
  if (draft.industry === OTHER && draft.industryOther.trim() === '') {
    problems.industryOther = 'otherRequired';
  }
  return problems;
}

/** What the role's edit sends: the base fields and its own. */
export function submissionOf(role: EditRole, d: EditDraft): EditSubmission {
  const base = {
    name: d.name,
    nameEn: d.nameEn,
    bizRegNo: d.bizRegNo,
    countryCode: d.countryCode,
    areaCode: d.areaCode,
    address: d.address,
    legalRepresentative: d.legalRepresentative,
    contactName: d.contactName,
    phone: d.phone,
    email: d.email.trim(),
    website: d.website,
    industry: d.industry as EditSubmission['body']['industry'],
    industryOther: d.industry === OTHER ? d.industryOther : '',
    mainBankSwift: d.mainBankSwift,
    accountNos: accountNumbersOf(d.accountNos),
  };
  switch (role) {
    case 'SUPPLIER':
      return { role, body: { ...base, mainProducts: d.mainProducts } };
    case 'BUYER':
      return { role, body: { ...base, paymentTermDays: Number(d.paymentTermDays) } };
    case 'FUNDER':
      return { role, body: { ...base, licenceNo: d.licenceNo } };
    case 'DIRECTOR':
      return { role, body: base };
  }
}
