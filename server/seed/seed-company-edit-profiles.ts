import type { EditRole } from '../../src/shared/company-edit/change-rules';
import type { RoleDetails } from '../company-edit/company-record';
import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { COMPANY_PROFILES, type CompanyProfileSeed } from './data/company-profiles';

/** The per-role part as the edit writes it (server/company-edit/company-record.ts). */
function roleDetailsOf(p: CompanyProfileSeed): Partial<Record<EditRole, RoleDetails>> {
  const details: Partial<Record<EditRole, RoleDetails>> = {};
  if (p.mainProducts !== undefined) details.SUPPLIER = { mainProducts: p.mainProducts };
  if (p.paymentTermDays !== undefined) details.BUYER = { paymentTermDays: p.paymentTermDays };
  return details;
}

/**
 * What the company edit keeps, for every demo company (docs/company.md#seed): without a row the
 * detail shows dashes everywhere. Nobody edited these rows, so they carry no editor and no time.
 */
export async function seedCompanyEditProfiles(tx: Db): Promise<void> {
  await insertRows(
    tx,
    'company_edit_profiles',
    [
      'company_id',
      'area_code',
      'legal_representative',
      'licence_no',
      'phone',
      'email',
      'website',
      'contact_name',
      'industry',
      'industry_other',
      'main_bank_swift',
      'role_details',
    ],
    COMPANY_PROFILES.map((p) => [
      p.companyId,
      p.areaCode,
      p.legalRepresentative,
      p.licenceNo,
      p.phone,
      p.email,
      p.website,
      p.contactName,
      p.industry,
      p.industryOther,
      p.mainBankSwift,
      JSON.stringify(roleDetailsOf(p)),
    ]),
  );
}
