import { z } from 'zod';
import { INDUSTRY_VALUES } from '../../../shared/company-edit/industries';
import { COMPANY_NAME_MAX } from '../../../shared/company-edit/normalise';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { isWebUrl } from '../../../shared/validation/rules/url';

/** At most this many bank accounts a role names for its business. */
export const ROLE_ACCOUNTS_MAX = 20;

/**
 * The fields every role's edit sends (ours: spec 000 §7 shows none). The legal fields
 * (src/shared/company-edit/legal-fields.ts) go through review; the others apply at once. Names
 * and registration numbers are normalised and checked by the server (format, duplicates).
 */
export const companyBaseFields = {
  name: identifier(COMPANY_NAME_MAX),
  nameEn: identifier(COMPANY_NAME_MAX),
  bizRegNo: identifier(40),
  /** Numeric ISO 3166 code, as the area list spells it. */
  countryCode: identifier(3).regex(/^\d{3}$/, { message: 'a country of the area list' }),
  /** A province of the country ('' when none is chosen). */
  areaCode: identifier(12).regex(/^\d{0,12}$/, { message: 'an area of the area list' }),
  address: identifier(300).trim().min(1),
  /** Required once on file ('' only while the platform has none recorded). */
  legalRepresentative: identifier(100).trim(),
  phone: identifier(30)
    .trim()
    .regex(/^[+]?[0-9 ()-]{0,29}$/, { message: 'digits, spaces, + ( ) -' }),
  email: z.union([z.literal(''), z.email().max(120)]),
  website: identifier(200)
    .trim()
    .refine((v) => v === '' || isWebUrl(v), { message: 'an http(s) address' }),
  contactName: identifier(100).trim(),
  industry: z.union([z.literal(''), z.enum(INDUSTRY_VALUES)]),
  /** The free text of the OTHER industry ('' otherwise). */
  industryOther: freeText(100).trim(),
  /** SWIFT code of the company's main bank, chosen with the bank select ('' when none). */
  mainBankSwift: identifier(11).regex(/^$|^[A-Z0-9]{8}([A-Z0-9]{3})?$/, {
    message: 'a SWIFT code of 8 or 11 letters and digits',
  }),
  /** The company's own account numbers this role uses (collection, payment or disbursement). */
  accountNos: z.array(identifier(40).min(1)).max(ROLE_ACCOUNTS_MAX),
};

export const editDirectorBody = z.object(companyBaseFields);
export const editSupplierBody = z.object({
  ...companyBaseFields,
  mainProducts: freeText(500).trim(),
});
export const editBuyerBody = z.object({
  ...companyBaseFields,
  /** The payment term the buyer usually grants, in days. */
  paymentTermDays: z.number().int().min(0).max(365),
});
export const editFunderBody = z.object({
  ...companyBaseFields,
  /** The funder's financial licence number: legal data, reviewed; required once on file. */
  licenceNo: identifier(40).trim(),
});

export type EditDirectorBody = z.infer<typeof editDirectorBody>;
export type EditSupplierBody = z.infer<typeof editSupplierBody>;
export type EditBuyerBody = z.infer<typeof editBuyerBody>;
export type EditFunderBody = z.infer<typeof editFunderBody>;
export type AnyEditBody = EditDirectorBody &
  Partial<Pick<EditSupplierBody, 'mainProducts'>> &
  Partial<Pick<EditBuyerBody, 'paymentTermDays'>> &
  Partial<Pick<EditFunderBody, 'licenceNo'>>;

/** What an edit did: applied at once, or its legal part waits for review as change `changeId`. */
export const editCompanyData = z.object({
  applied: z.boolean(),
  changeId: z.string().nullable(),
  /** The legal fields the pending change proposes to change. */
  changedFields: z.array(z.string()),
});
export type EditCompanyData = z.infer<typeof editCompanyData>;
