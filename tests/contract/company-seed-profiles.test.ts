import { describe, expect, it } from 'vitest';
import {
  editBuyerBody,
  editDirectorBody,
  editFunderBody,
  editSupplierBody,
} from '../../src/api/endpoints/company-edit/company-edit-body';
import { companyEditForm } from '../../src/api/endpoints/company-edit/company-edit-form';
import { editSupplier } from '../../src/api/endpoints/company-edit/edit-company';
import { companyProfile } from '../../src/api/endpoints/company-profile/company-profile';
import { editRoleOf, type EditRole } from '../../src/shared/company-edit/change-rules';
import { draftOf, draftProblems } from '../../src/ui/pages/company-edit/edit-draft';
import { BANKS } from '../../server/seed/data/banks';
import { CHINA_AREAS } from '../../server/seed/data/china-areas';
import { COMPANIES, type CompanySeed } from '../../server/seed/data/companies';
import { COMPANY_PROFILES, type CompanyProfileSeed } from '../../server/seed/data/company-profiles';
import { call, newCommandId, signIn } from './helpers/api';

/**
 * The seeded profiles of the demo companies (docs/company.md#seed): every row passes the edit
 * form's own validation for each role the company edits as, fits its company, and the server
 * answers it on the profile and accepts it back unchanged.
 */

const BODIES = {
  DIRECTOR: editDirectorBody,
  SUPPLIER: editSupplierBody,
  BUYER: editBuyerBody,
  FUNDER: editFunderBody,
} as const;

/** Country calling codes of the demo companies' countries (numeric ISO 3166). */
const CALLING_CODES: Readonly<Record<string, string>> = {
  '156': '+86',
  '344': '+852',
  '702': '+65',
};

const companyOf = (p: CompanyProfileSeed): CompanySeed => {
  const company = COMPANIES.find((c) => c.id === p.companyId);
  if (!company) throw new Error(`no demo company ${p.companyId}`);
  return company;
};

/** The edit form's values for one role, as the server's readCompanyRecord builds them. */
const valuesOf = (p: CompanyProfileSeed, role: EditRole) => {
  const c = companyOf(p);
  return {
    name: c.name,
    nameEn: c.nameEn,
    bizRegNo: c.bizRegNo,
    countryCode: c.countryCode,
    areaCode: p.areaCode,
    address: c.address,
    legalRepresentative: p.legalRepresentative,
    licenceNo: p.licenceNo,
    phone: p.phone,
    email: p.email,
    website: p.website,
    contactName: p.contactName,
    industry: p.industry,
    industryOther: p.industryOther,
    mainBankSwift: p.mainBankSwift,
    accountNos: [] as string[],
    mainProducts: role === 'SUPPLIER' ? (p.mainProducts ?? '') : '',
    paymentTermDays: role === 'BUYER' ? (p.paymentTermDays ?? 0) : 0,
  };
};

/** The body an unchanged form of the role sends (edit-draft's submissionOf, without the UI). */
const bodyOf = (p: CompanyProfileSeed, role: EditRole) => {
  const { licenceNo, mainProducts, paymentTermDays, ...base } = valuesOf(p, role);
  if (role === 'SUPPLIER') return { ...base, mainProducts };
  if (role === 'BUYER') return { ...base, paymentTermDays };
  if (role === 'FUNDER') return { ...base, licenceNo };
  return base;
};

const editRolesOf = (c: CompanySeed): EditRole[] => [...new Set(c.roles.map((r) => editRoleOf(r)))];

describe('the seeded company profiles', () => {
  it('cover every demo company once', () => {
    expect(COMPANY_PROFILES.map((p) => p.companyId).sort()).toEqual(
      COMPANIES.map((c) => c.id).sort(),
    );
  });

  it.each(COMPANY_PROFILES.map((p) => [p.companyId, p] as const))(
    '%s passes the edit form’s validation for each of its roles',
    (_id, p) => {
      const company = companyOf(p);
      const roles = editRolesOf(company);
      expect(roles.length).toBeGreaterThan(0);
      for (const role of roles) {
        const body = bodyOf(p, role);
        const parsed = BODIES[role].safeParse(body);
        expect(parsed.error?.issues ?? [], `${p.companyId} as ${role}`).toEqual([]);
        // Stored as the form sends it: nothing the schema would trim or change.
        expect(parsed.data).toEqual(body);
        const values = valuesOf(p, role);
        expect(draftProblems(draftOf(values), values), `${p.companyId} as ${role}`).toEqual({});
      }
    },
  );

  it.each(COMPANY_PROFILES.map((p) => [p.companyId, p] as const))(
    '%s fits its company: province, bank, phone, domains, role fields',
    (_id, p) => {
      const company = companyOf(p);
      // A province of the company's country in the area list; none where the list has none.
      const provinces = CHINA_AREAS.filter(
        (a) => a.type === 'PROVINCE' && a.parentCode === company.countryCode,
      );
      if (provinces.length === 0) expect(p.areaCode).toBe('');
      else expect(provinces.map((a) => a.code)).toContain(p.areaCode);
      // The main bank: one of the company's own accounts, and in the bank list the edit checks.
      expect(company.bankAccounts.map((a) => a.bankCode)).toContain(p.mainBankSwift);
      expect(BANKS.map((b) => b.swiftCode)).toContain(p.mainBankSwift);
      expect(p.phone.startsWith(`${CALLING_CODES[company.countryCode] ?? '?'} `)).toBe(true);
      const domain = /^[a-z0-9.-]+@([a-z0-9-]+\.example)$/.exec(p.email)?.[1];
      expect(domain, p.email).toBeDefined();
      expect(p.website).toBe(`https://www.${domain ?? ''}`);
      expect(p.legalRepresentative).not.toBe('');
      expect(p.contactName).not.toBe('');
      expect(p.licenceNo !== '').toBe(company.roles.includes('FUNDER'));
      expect(p.mainProducts !== undefined && p.mainProducts !== '').toBe(
        company.roles.includes('SUPPLIER'),
      );
      expect(p.paymentTermDays !== undefined && p.paymentTermDays > 0).toBe(
        company.roles.includes('BUYER'),
      );
    },
  );
});

describe('the seeded profile on the server', () => {
  // Harbour Textiles (C005): no other test edits it.
  const seeded = COMPANY_PROFILES.find((p) => p.companyId === 'C005');
  if (!seeded) throw new Error('C005 has no seeded profile');

  it('is answered by the company profile: the seeded phone and the rest', async () => {
    const token = await signIn('supplier-dbs');
    const reply = await call(companyProfile, { token });
    expect(reply.body.code, reply.body.message).toBe(200);
    const profile = companyProfile.data.parse(reply.body.data);
    expect(profile.business.phone).toBe('+86 574 8732 5500');
    expect(profile.base).toMatchObject({
      area: { code: '330000', nameEn: 'Zhejiang', nameCn: '浙江省' },
      legalRepresentative: seeded.legalRepresentative,
      licenceNo: '',
    });
    expect(profile.business).toMatchObject({
      contactName: seeded.contactName,
      email: seeded.email,
      website: seeded.website,
      industry: 'MANUFACTURING',
      industryOther: '',
      mainBank: { code: 'HSBCCNSH' },
      mainProducts: seeded.mainProducts,
      paymentTermDays: null,
    });
    expect(profile.business.mainBank?.nameEn).toContain('HSBC');
  });

  it('opens the edit form with it, and an unchanged save is accepted and applied', async () => {
    const token = await signIn('supplier-dbs');
    const form = companyEditForm.data.parse((await call(companyEditForm, { token })).body.data);
    expect(form.role).toBe('SUPPLIER');
    expect(form.values).toEqual(valuesOf(seeded, 'SUPPLIER'));
    // The server's own checks too (area under the country, bank in the bank list).
    const saved = await call(editSupplier, {
      token,
      commandId: newCommandId('company-edit'),
      body: bodyOf(seeded, 'SUPPLIER'),
    });
    expect(saved.body.code, saved.body.message).toBe(200);
    expect(saved.body.data).toEqual({ applied: true, changeId: null, changedFields: [] });
  });
});
