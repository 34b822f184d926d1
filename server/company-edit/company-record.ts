import type { CompanyEditValues } from '../../src/api/endpoints/company-edit/company-edit-form';
import type { EditRole } from '../../src/shared/company-edit/change-rules';
import type { LegalData } from '../../src/shared/company-edit/legal-fields';
import type { Db } from '../db/db';

/** One role's part of the profile: the accounts it uses and its own fields. */
export interface RoleDetails {
  accountNos?: string[];
  mainProducts?: string;
  paymentTermDays?: number;
}

interface Row {
  name: string;
  name_en: string;
  biz_reg_no: string;
  country_code: string;
  address: string;
  area_code: string | null;
  legal_representative: string | null;
  licence_no: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  contact_name: string | null;
  industry: string | null;
  industry_other: string | null;
  main_bank_swift: string | null;
  role_details: Record<string, RoleDetails> | null;
}

export interface CompanyRecord {
  legal: LegalData;
  values: CompanyEditValues;
}

/**
 * A company's approved legal data and the form's values for one role. `forUpdate` locks the
 * company's row, so two edits of one company run one after the other.
 */
export async function readCompanyRecord(
  db: Db,
  companyId: string,
  role: EditRole,
  forUpdate = false,
): Promise<CompanyRecord | null> {
  const { rows } = await db.query<Row>(
    `SELECT c.name, c.name_en, c.biz_reg_no, c.country_code, c.address, p.area_code,
       p.legal_representative, p.licence_no, p.phone, p.email, p.website, p.contact_name,
       p.industry, p.industry_other, p.main_bank_swift, p.role_details
     FROM companies c LEFT JOIN company_edit_profiles p ON p.company_id = c.id
     WHERE c.id = $1 ${forUpdate ? 'FOR UPDATE OF c' : ''}`,
    [companyId],
  );
  const r = rows[0];
  if (!r) return null;
  const legal: LegalData = {
    name: r.name,
    nameEn: r.name_en,
    bizRegNo: r.biz_reg_no,
    countryCode: r.country_code,
    areaCode: r.area_code ?? '',
    address: r.address,
    legalRepresentative: r.legal_representative ?? '',
    licenceNo: r.licence_no ?? '',
  };
  const details = r.role_details?.[role] ?? {};
  return {
    legal,
    values: {
      ...legal,
      phone: r.phone ?? '',
      email: r.email ?? '',
      website: r.website ?? '',
      contactName: r.contact_name ?? '',
      industry: r.industry ?? '',
      industryOther: r.industry_other ?? '',
      mainBankSwift: r.main_bank_swift ?? '',
      accountNos: details.accountNos ?? [],
      mainProducts: details.mainProducts ?? '',
      paymentTermDays: details.paymentTermDays ?? 0,
    },
  };
}

/** Writes approved legal data: the columns of companies and the legal ones of the profile. */
export async function writeLegalData(
  db: Db,
  companyId: string,
  legal: LegalData,
  userId: string,
): Promise<void> {
  await db.query(
    `UPDATE companies SET name = $2, name_en = $3, biz_reg_no = $4, country_code = $5,
       address = $6 WHERE id = $1`,
    [companyId, legal.name, legal.nameEn, legal.bizRegNo, legal.countryCode, legal.address],
  );
  await db.query(
    `INSERT INTO company_edit_profiles (company_id, area_code, legal_representative, licence_no,
       updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (company_id) DO UPDATE SET area_code = $2, legal_representative = $3,
       licence_no = $4, updated_by = $5, updated_at = now()`,
    [companyId, legal.areaCode, legal.legalRepresentative, legal.licenceNo, userId],
  );
}

export interface OtherFields {
  phone: string;
  email: string;
  website: string;
  contactName: string;
  industry: string;
  industryOther: string;
  mainBankSwift: string;
}

/** Writes the fields that apply at once, and the edit role's own part. */
export async function writeOtherFields(
  db: Db,
  companyId: string,
  role: EditRole,
  other: OtherFields,
  details: RoleDetails,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO company_edit_profiles (company_id, phone, email, website, contact_name, industry,
       industry_other, main_bank_swift, role_details, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, jsonb_build_object($9::text, $10::jsonb), $11, now())
     ON CONFLICT (company_id) DO UPDATE SET phone = $2, email = $3, website = $4,
       contact_name = $5, industry = $6, industry_other = $7, main_bank_swift = $8,
       role_details = company_edit_profiles.role_details || jsonb_build_object($9::text, $10::jsonb),
       updated_by = $11, updated_at = now()`,
    [
      companyId,
      other.phone,
      other.email,
      other.website,
      other.contactName,
      other.industry,
      other.industryOther,
      other.mainBankSwift,
      role,
      JSON.stringify(details),
      userId,
    ],
  );
}
