import { ResultCode } from '../../src/api/contract/envelope';
import type {
  AnyEditBody,
  EditCompanyData,
} from '../../src/api/endpoints/company-edit/company-edit-body';
import {
  COMPANY_CHANGE_NODE,
  COMPANY_CHANGE_TYPE,
  editRoleOf,
  maySubmitLegalChange,
  type EditRole,
} from '../../src/shared/company-edit/change-rules';
import { COMPANY_EDIT_AUTHORITY } from '../../src/shared/company-profile/profile-permissions';
import { changedLegalFields, type LegalData } from '../../src/shared/company-edit/legal-fields';
import {
  bizRegNoProblem,
  companyNameProblem,
  normaliseBizRegNo,
  normaliseCompanyName,
} from '../../src/shared/company-edit/normalise';
import type { Language } from '../../src/shared/constants';
import { OTHER } from '../../src/shared/form-config/select-other';
import { hasAuthority, type SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';
import { startWorkflow } from '../workflow/workflow-store';
import { insertChange } from './change-store';
import { checkReferences } from './check-references';
import { readCompanyRecord, writeOtherFields, type RoleDetails } from './company-record';
import { fieldProblem } from './field-problem';
import { bizRegNoTaken, nameTaken } from './identity-checks';
import { PROBLEM_TEXTS } from './problem-texts';
import { PLATFORM_COMPANY_ID } from './platform-operator';

/** The value as typed, normalised; the stored spelling when it normalises to the same. */
function keepOrNormalise(stored: string, typed: string, normalise: (v: string) => string): string {
  const value = normalise(typed);
  return value === normalise(stored) ? stored : value;
}

async function proposedLegalData(
  db: Db,
  companyId: string,
  role: EditRole,
  approved: LegalData,
  body: AnyEditBody,
  lang: Language,
): Promise<LegalData> {
  const proposed: LegalData = {
    name: keepOrNormalise(approved.name, body.name, normaliseCompanyName),
    nameEn: keepOrNormalise(approved.nameEn, body.nameEn, normaliseCompanyName),
    bizRegNo: keepOrNormalise(approved.bizRegNo, body.bizRegNo, normaliseBizRegNo),
    countryCode: body.countryCode,
    areaCode: body.areaCode,
    address: body.address.trim(),
    legalRepresentative: body.legalRepresentative.trim(),
    // Only a funder's edit carries the licence; the others leave it as approved.
    licenceNo: role === 'FUNDER' ? (body.licenceNo ?? '').trim() : approved.licenceNo,
  };
  // A value on file cannot be removed; one never recorded (the seed's) may stay empty.
  for (const field of ['legalRepresentative', 'licenceNo'] as const) {
    if (approved[field] !== '' && proposed[field] === '') {
      throw fieldProblem(field, PROBLEM_TEXTS.required, lang);
    }
  }
  for (const field of ['name', 'nameEn'] as const) {
    if (proposed[field] === approved[field]) continue;
    const problem =
      companyNameProblem(body[field]) ??
      ((await nameTaken(db, companyId, proposed[field])) ? 'taken' : null);
    if (problem) throw fieldProblem(field, PROBLEM_TEXTS[problem], lang);
  }
  if (proposed.bizRegNo !== approved.bizRegNo) {
    const problem =
      bizRegNoProblem(proposed.bizRegNo, proposed.countryCode) ??
      ((await bizRegNoTaken(db, companyId, proposed.bizRegNo)) ? 'taken' : null);
    if (problem) throw fieldProblem('bizRegNo', PROBLEM_TEXTS[problem], lang);
  }
  return proposed;
}

function roleDetailsOf(role: EditRole, body: AnyEditBody): RoleDetails {
  const details: RoleDetails = { accountNos: body.accountNos };
  if (role === 'SUPPLIER') details.mainProducts = body.mainProducts ?? '';
  if (role === 'BUYER') details.paymentTermDays = body.paymentTermDays ?? 0;
  return details;
}

/**
 * One edit of the caller's company as `role`, inside the command's transaction
 * (docs/company-review.md): the fields other than legal data apply at once; changed legal data
 * becomes a pending change with its workflow round. While a change is pending, an edit that
 * changes legal data again is refused whole (409), so nothing of it applies.
 */
export async function applyCompanyEdit(
  db: Db,
  user: SessionUser,
  role: EditRole,
  body: AnyEditBody,
  lang: Language,
): Promise<EditCompanyData> {
  // The session's role decides which edit it sends: a supplier session cannot edit as a funder.
  if (editRoleOf(user.companyRole) !== role) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
  if (!(await hasAuthority(db, user, COMPANY_EDIT_AUTHORITY))) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
  const record = await readCompanyRecord(db, user.companyId, role, true);
  if (!record) throw new Error(`company ${user.companyId} of user ${user.id} is missing`);
  const approved = record.legal;
  const proposed = await proposedLegalData(db, user.companyId, role, approved, body, lang);
  await checkReferences(db, user.companyId, body, lang);

  const changed = changedLegalFields(approved, proposed);
  const { rows: pending } = await db.query<{ id: string }>(
    `SELECT id FROM company_changes WHERE company_id = $1 AND status = 'PENDING'`,
    [user.companyId],
  );
  const pendingId = pending[0]?.id ?? null;
  if (changed.length > 0 && !maySubmitLegalChange(pendingId ? 'PENDING' : null)) {
    throw new BusinessError(ResultCode.conflict, 'workflowAlreadyOpen', () => ({
      businessNo: pendingId ?? '',
    }));
  }

  await writeOtherFields(
    db,
    user.companyId,
    role,
    {
      phone: body.phone,
      email: body.email,
      website: body.website,
      contactName: body.contactName,
      industry: body.industry,
      industryOther: body.industry === OTHER ? body.industryOther : '',
      mainBankSwift: body.mainBankSwift,
    },
    roleDetailsOf(role, body),
    user.id,
  );
  if (changed.length === 0) return { applied: true, changeId: null, changedFields: [] };

  const { rows: me } = await db.query<{ cname: string }>('SELECT cname FROM users WHERE id = $1', [
    user.id,
  ]);
  const userName = me[0]?.cname || user.userName;
  const changeId = await insertChange(db, {
    companyId: user.companyId,
    editRole: role,
    approved,
    proposed,
    changedFields: changed,
    submittedBy: user.id,
    submittedByName: userName,
  });
  // The platform's operator reviews it; the reviewer's authority, not the company row, is what
  // the outcome checks.
  await startWorkflow(db, {
    businessType: COMPANY_CHANGE_TYPE,
    businessNo: changeId,
    ownerCompanyId: user.companyId,
    approverCompanyId: PLATFORM_COMPANY_ID,
    nodeName: COMPANY_CHANGE_NODE,
    submitter: { userId: user.id, userName },
  });
  return { applied: false, changeId, changedFields: changed };
}
