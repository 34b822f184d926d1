import type { BilingualName } from '../../src/api/endpoints/company-profile/company-profile';
import type { Db } from '../db/db';
import type { RoleDetails } from '../company-edit/company-record';

interface Row {
  area_code: string | null;
  area_name_en: string | null;
  area_name_cn: string | null;
  legal_representative: string | null;
  licence_no: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  industry: string | null;
  industry_other: string | null;
  main_bank_swift: string | null;
  bank_name_en: string | null;
  bank_name_cn: string | null;
  role_details: Record<string, RoleDetails> | null;
}

const bilingual = (code: string | null, en: string | null, cn: string | null) =>
  code ? ({ code, nameEn: en ?? code, nameCn: cn ?? code } satisfies BilingualName) : null;

/**
 * What the company edit keeps beyond the `companies` row (company_edit_profiles, written by
 * server/company-edit/company-record.ts), as the detail shows it: every field the edit form saves,
 * so a saved phone is on the detail at once. Names of the area and the bank in both languages.
 */
export async function profileBusinessOf(db: Db, companyId: string) {
  const { rows } = await db.query<Row>(
    `SELECT p.area_code, a.name_en AS area_name_en, a.name_cn AS area_name_cn,
       p.legal_representative, p.licence_no, p.contact_name, p.phone, p.email, p.website,
       p.industry, p.industry_other, p.main_bank_swift, b.comb_bank_name AS bank_name_en,
       b.comb_bank_name_local AS bank_name_cn, p.role_details
     FROM company_edit_profiles p
     LEFT JOIN areas a ON a.type = 'PROVINCE' AND a.code = p.area_code
     LEFT JOIN banks b ON b.swift_code = p.main_bank_swift
     WHERE p.company_id = $1`,
    [companyId],
  );
  const r = rows[0];
  const roles = r?.role_details ?? {};
  return {
    legal: {
      area: bilingual(r?.area_code || null, r?.area_name_en ?? null, r?.area_name_cn ?? null),
      legalRepresentative: r?.legal_representative ?? '',
      licenceNo: r?.licence_no ?? '',
    },
    business: {
      contactName: r?.contact_name ?? '',
      phone: r?.phone ?? '',
      email: r?.email ?? '',
      website: r?.website ?? '',
      industry: r?.industry ?? '',
      industryOther: r?.industry_other ?? '',
      mainBank: bilingual(
        r?.main_bank_swift || null,
        r?.bank_name_en ?? null,
        r?.bank_name_cn ?? null,
      ),
      mainProducts: roles.SUPPLIER?.mainProducts ?? '',
      paymentTermDays: roles.BUYER?.paymentTermDays ?? null,
    },
  };
}
