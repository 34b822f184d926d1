import { z } from 'zod';
import { freeText, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { pageNumber } from '../../../shared/validation/input/numbers';
import { defineEndpoint } from '../../contract/endpoint';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, pageSchema } from '../../contract/paged';

/** The largest page the search endpoints answer; the portal asks for 20. */
export const SEARCH_PAGE_SIZE_MAX = 100;

export const contractTemplateSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** In the caller's language (x-language). */
  name: z.string(),
  category: z.string(),
  version: z.number().int(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

/** POST: contract templates whose English or Chinese name contains `name`, paged. */
export const contractTemplateQuery = defineEndpoint({
  id: 'contract.templateQuery',
  method: 'POST',
  path: '/api/{product}-contract/template/queryPage',
  body: z.object({
    name: freeText(TEXT_LIMITS.name).optional(),
    pageNum: pageNumber.default(DEFAULT_PAGE),
    pageSize: z.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
  }),
  data: pageSchema(contractTemplateSchema),
});
