import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { currencyAccountSchema } from '../company/account-by-currency-list';
import { bankAccountSchema } from '../company/company-detail';

/** Base of the company profile's own calls (spec 000 §7: the company area's base path). */
export const PROFILE_BASE = '/api/{product}-company/clientend/company';

const LIST_MAX = 20;

export const profileContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  primary: z.boolean(),
});
export type ProfileContact = z.infer<typeof profileContactSchema>;

/** A counterparty named by the company's own records, with how many records name it. */
export const counterpartySchema = z.object({
  name: z.string(),
  records: z.number().int().nonnegative(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

export const offeredProductSchema = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  productType: z.string(),
  currency: z.string(),
  advanceRate: z.string().nullable(),
  rateType: z.enum(['FIXED', 'FLOATING']).nullable(),
  minTenorDays: z.number().int().nullable(),
  maxTenorDays: z.number().int().nullable(),
});
export type OfferedProduct = z.infer<typeof offeredProductSchema>;

/** What each of the company's roles shows (docs/company.md#role-sections); null: not its role. */
export const roleSectionsSchema = z.object({
  company: z
    .object({
      businessType: z.string(),
      users: z.number().int().nonnegative(),
      activeUsers: z.number().int().nonnegative(),
    })
    .nullable(),
  supplier: z
    .object({
      buyers: z.array(counterpartySchema).max(LIST_MAX),
      buyerCount: z.number().int().nonnegative(),
      receivableBuyers: z.number().int().nonnegative(),
    })
    .nullable(),
  buyer: z
    .object({
      suppliers: z.array(counterpartySchema).max(LIST_MAX),
      supplierCount: z.number().int().nonnegative(),
    })
    .nullable(),
  funder: z.object({ products: z.array(offeredProductSchema).max(LIST_MAX) }).nullable(),
});
export type RoleSections = z.infer<typeof roleSectionsSchema>;

/** A name kept in both languages (an area, a bank): the page picks the user's. */
const bilingualSchema = z.object({ code: z.string(), nameEn: z.string(), nameCn: z.string() });
export type BilingualName = z.infer<typeof bilingualSchema>;

export const companyProfileData = z.object({
  base: z.object({
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    bizRegNo: z.string(),
    countryCode: z.string(),
    /** The province or area (company edit); null when none is recorded. */
    area: bilingualSchema.nullable(),
    address: z.string(),
    legalRepresentative: z.string(),
    /** A funder's financial licence number; '' for other companies. */
    licenceNo: z.string(),
    status: z.string(),
    /** When the company passed real-name verification; null: not (or no longer) verified. */
    realnameVerifiedAt: z.string().nullable(),
  }),
  /** What the company edit keeps beside the legal data and applies at once (docs/company.md). */
  business: z.object({
    contactName: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    /** A value of the shared industry list (src/shared/company-edit/industries.ts) or ''. */
    industry: z.string(),
    industryOther: z.string(),
    mainBank: bilingualSchema.nullable(),
    /** The supplier role's main products and the buyer role's usual payment term. */
    mainProducts: z.string(),
    paymentTermDays: z.number().int().nullable(),
  }),
  roles: z.array(z.string()),
  sections: roleSectionsSchema,
  bankAccounts: z.array(bankAccountSchema).max(200),
  collectionAccounts: z.array(currencyAccountSchema).max(200),
  paymentAccounts: z.array(currencyAccountSchema).max(200),
  contacts: z.array(profileContactSchema).max(50),
});
export type CompanyProfile = z.infer<typeof companyProfileData>;

/**
 * GET: the caller's company's whole profile for /org/company/detail (the session bootstrap keeps
 * the light `company/detail`). Never another company's: the company is the session's.
 */
export const companyProfile = defineEndpoint({
  id: 'companyProfile.profile',
  method: 'GET',
  path: `${PROFILE_BASE}/profile`,
  data: companyProfileData,
});
