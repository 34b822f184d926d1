import { z } from 'zod';
import { freeText, identifier, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE } from './common';

/** The supplier's buyers with how many receivables each has; `keyword` matches code or name (case-insensitive substring), `currency` counts only that currency. */
export const queryBuyerList = defineEndpoint({
  id: 'receivables.queryBuyerList',
  method: 'POST',
  path: `${AR_BASE}/queryBuyerList`,
  body: z.object({
    keyword: freeText(TEXT_LIMITS.name).optional(),
    currency: identifier(16).optional(),
  }),
  data: z.array(
    z.object({
      buyerCode: z.string(),
      buyerName: z.string(),
      country: z.string(),
      receivableCount: z.number().int(),
    }),
  ),
});
