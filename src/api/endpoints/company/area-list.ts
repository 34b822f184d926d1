import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const areaSchema = z.object({
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  parentCode: z.string().nullable(),
  type: z.enum(['COUNTRY', 'PROVINCE', 'CITY']),
});
export type Area = z.infer<typeof areaSchema>;

export const areaListBody = z.object({
  type: z.enum(['COUNTRY', 'PROVINCE', 'CITY']).optional(),
  nameCn: z.string().optional(),
  nameEn: z.string().optional(),
  parentCode: z.string().optional(),
  code: z.string().optional(),
});

export const areaList = defineEndpoint({
  id: 'company.areaList',
  method: 'POST',
  path: '/api/{product}-company/area/list',
  body: areaListBody,
  data: z.array(areaSchema),
});
