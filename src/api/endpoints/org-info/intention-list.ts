import { z } from 'zod';
import { INTENTION_STATES } from '../../../shared/org-info/intention-lifecycle';
import { pageNumber } from '../../../shared/validation/input/numbers';
import { defineEndpoint } from '../../contract/endpoint';
import { INTENTION_BASE, intentionSchema } from './intention-schemas';

export const INTENTION_PAGE_SIZE_MAX = 100;

/**
 * POST list: the intentions the caller may see (its company's as supplier; as a funder, those of
 * the products it offers that await a price or that it priced), newest first.
 */
export const intentionList = defineEndpoint({
  id: 'orgInfo.list',
  method: 'POST',
  path: `${INTENTION_BASE}/list`,
  body: z.object({
    state: z.enum([...INTENTION_STATES, 'ALL']).default('ALL'),
    pageNum: pageNumber.default(1),
    pageSize: z.number().int().min(1).max(INTENTION_PAGE_SIZE_MAX).default(20),
  }),
  data: z.object({
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** The server's day (UTC) the validity was compared with. */
    today: z.string(),
    list: z.array(intentionSchema),
  }),
});
