import { z } from 'zod';
import { freeText, identifier, TEXT_LIMITS } from '../../../shared/validation/input/text';
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
  nameCn: freeText(TEXT_LIMITS.name).optional(),
  nameEn: freeText(TEXT_LIMITS.name).optional(),
  parentCode: identifier(32).optional(),
  code: identifier(32).optional(),
});

export const areaList = defineEndpoint({
  id: 'company.areaList',
  method: 'POST',
  path: '/api/{product}-company/area/list',
  body: areaListBody,
  data: z.array(areaSchema),
});
