import { z } from 'zod';
import { EDIT_ROLES } from '../../../shared/company-edit/change-rules';
import { defineEndpoint } from '../../contract/endpoint';
import { COMPANY_BASE } from './company-edit-base';
import { companyChangeView } from './company-change-view';

/** The values the edit form opens with: the approved data and the fields applied at once. */
export const companyEditValues = z.object({
  name: z.string(),
  nameEn: z.string(),
  bizRegNo: z.string(),
  countryCode: z.string(),
  areaCode: z.string(),
  address: z.string(),
  legalRepresentative: z.string(),
  licenceNo: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  contactName: z.string(),
  industry: z.string(),
  industryOther: z.string(),
  mainBankSwift: z.string(),
  accountNos: z.array(z.string()),
  mainProducts: z.string(),
  paymentTermDays: z.number().int(),
});
export type CompanyEditValues = z.infer<typeof companyEditValues>;

export const companyEditFormData = z.object({
  /** The edit this session sends (its company role; none is the director's). */
  role: z.enum(EDIT_ROLES),
  values: companyEditValues,
  /** The change waiting for review, if any: the form shows the legal fields read-only then. */
  pending: companyChangeView.nullable(),
});
export type CompanyEditFormData = z.infer<typeof companyEditFormData>;

/** GET (ours): what /org/company/edit opens with. Needs org.company.edit.edit. */
export const companyEditForm = defineEndpoint({
  id: 'companyEdit.form',
  method: 'GET',
  path: `${COMPANY_BASE}/clientend/company/editForm`,
  data: companyEditFormData,
});
