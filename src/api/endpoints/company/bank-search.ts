import { z } from 'zod';
import { freeText, identifier, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/** At most this many banks or companies answer one search (docs/search-selects.md). */
export const SEARCH_RESULT_LIMIT = 20;

export const bankSchema = z.object({
  swiftCode: z.string(),
  combBankName: z.string(),
  /** The name in the bank's home language (Chinese for Chinese banks). */
  combBankNameLocal: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

/**
 * POST: banks whose English name, local name or SWIFT code contains the given text, case
 * insensitively. Given fields are alternatives (any may match), so one request searches all three.
 */
export const bankSearch = defineEndpoint({
  id: 'company.bankSearch',
  method: 'POST',
  path: '/api/{product}-company/backend/dict/bank',
  body: z.object({
    combBankName: freeText(TEXT_LIMITS.name).optional(),
    combBankNameLocal: freeText(TEXT_LIMITS.name).optional(),
    swiftCode: identifier(32).optional(),
  }),
  data: z.array(bankSchema).max(SEARCH_RESULT_LIMIT),
});
