import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const bankAccountSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  bankNameEn: z.string(),
  bankAccount: z.string(),
  bankCode: z.string(),
  cnaps: z.string().nullable(),
  currency: z.string(),
  status: z.enum(['ENABLE', 'DISABLE']),
  canEnable: z.boolean(),
});

export const companyDetailData = z.object({
  companyBaseInfo: z.object({
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    bizRegNo: z.string(),
    countryCode: z.string(),
    address: z.string(),
    status: z.string(),
  }),
  companyRoles: z.array(z.string()),
  bankAccounts: z.array(bankAccountSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailData>;

export const companyDetail = defineEndpoint({
  id: 'company.detail',
  method: 'GET',
  path: '/api/{product}-company/clientend/company/detail',
  data: companyDetailData,
});
