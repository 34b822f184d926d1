import {
  COMPANY_CHANGE_NODE,
  COMPANY_CHANGE_TYPE,
  editRoleOf,
} from '../../src/shared/company-edit/change-rules';
import { changedLegalFields, type LegalData } from '../../src/shared/company-edit/legal-fields';
import { normaliseCompanyName } from '../../src/shared/company-edit/normalise';
import { insertChange } from '../company-edit/change-store';
import type { Db } from '../db/db';
import { startWorkflow } from '../workflow/workflow-store';
import { COMPANIES } from './data/companies';
import { COMPANY_PROFILES } from './data/company-profiles';
import { DEMO_USERS } from './data/demo-users';
import { PLATFORM_COMPANY_ID } from '../company-edit/platform-operator';

/**
 * The change the `reviewer` finds waiting (docs/company-review.md, the reviewer): Lotus Holdings (C004),
 * through its `company` user, asks to change its English name. No test edits C004's legal data
 * (the director's edits there are refused on their fields before the pending check), so the
 * change blocks nothing; tests that review work on C006 and C001.
 */
export const SEEDED_CHANGE = {
  companyId: 'C004',
  submitterUserName: 'company',
  nameEn: 'Lotus Group Holdings Co., Ltd.',
} as const;

const DAY_MS = 86_400_000;

/** C004's legal data as the seed writes it: the company row and its edit profile. */
function approvedLegalData(companyId: string): LegalData {
  const company = COMPANIES.find((c) => c.id === companyId);
  const profile = COMPANY_PROFILES.find((p) => p.companyId === companyId);
  if (!company || !profile) throw new Error(`no seeded company ${companyId}`);
  return {
    name: company.name,
    nameEn: company.nameEn,
    bizRegNo: company.bizRegNo,
    countryCode: company.countryCode,
    areaCode: profile.areaCode,
    address: company.address,
    legalRepresentative: profile.legalRepresentative,
    licenceNo: profile.licenceNo,
  };
}

/**
 * Writes the rows an edit writes (server/company-edit/apply-edit.ts: the change, its workflow
 * round and SUBMITTED row, through the same store functions), then dates them a day before the
 * seed day, when the submitter sent it. Runs after the companies, users and edit profiles.
 */
export async function seedCompanyChanges(tx: Db, seedDay: Date): Promise<void> {
  const { companyId, submitterUserName, nameEn } = SEEDED_CHANGE;
  const submitter = DEMO_USERS.find((u) => u.userName === submitterUserName);
  if (!submitter) throw new Error(`no demo user ${submitterUserName}`);
  const approved = approvedLegalData(companyId);
  const proposed: LegalData = { ...approved, nameEn: normaliseCompanyName(nameEn) };
  const changeId = await insertChange(tx, {
    companyId,
    editRole: editRoleOf(submitter.companyRole),
    approved,
    proposed,
    changedFields: changedLegalFields(approved, proposed),
    submittedBy: submitter.id,
    submittedByName: submitter.cname,
  });
  // As apply-edit opens it: the platform's operator approves, the reviewer's authority decides
  // (docs/company-review.md "Who approves").
  await startWorkflow(tx, {
    businessType: COMPANY_CHANGE_TYPE,
    businessNo: changeId,
    ownerCompanyId: companyId,
    approverCompanyId: PLATFORM_COMPANY_ID,
    nodeName: COMPANY_CHANGE_NODE,
    submitter: { userId: submitter.id, userName: submitter.cname },
  });
  const submittedAt = new Date(seedDay.getTime() - DAY_MS).toISOString();
  await tx.query('UPDATE company_changes SET submitted_at = $2 WHERE id = $1', [
    changeId,
    submittedAt,
  ]);
  await tx.query(
    'UPDATE workflow_instances SET created_at = $3 WHERE business_type = $1 AND business_no = $2',
    [COMPANY_CHANGE_TYPE, changeId, submittedAt],
  );
  await tx.query(
    'UPDATE workflow_history SET created_at = $3 WHERE business_type = $1 AND business_no = $2',
    [COMPANY_CHANGE_TYPE, changeId, submittedAt],
  );
}
