import { z } from 'zod';
import { freeText, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { companyRoleSchema } from '../session/user-info';
import { SEARCH_RESULT_LIMIT } from './bank-search';

export const companyOptionSchema = z.object({ code: z.string(), name: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export type SearchRole = z.infer<typeof companyRoleSchema>;

/**
 * POST: companies whose code, local name or English name contains `codeOrName`, case
 * insensitively, narrowed to one company role when `role` is given. `name` follows x-language.
 * `extra` is accepted and ignored: the spec names it without saying what it does.
 */
export const companySimpleSearch = defineEndpoint({
  id: 'company.simpleSearch',
  method: 'POST',
  path: '/api/{product}-company/backend/company/simpleSearch',
  body: z.object({
    codeOrName: freeText(TEXT_LIMITS.name).optional(),
    role: companyRoleSchema.optional(),
    extra: z.unknown().optional(),
  }),
  data: z.array(companyOptionSchema).max(SEARCH_RESULT_LIMIT),
});
