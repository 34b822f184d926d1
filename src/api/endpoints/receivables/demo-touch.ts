import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE } from './common';

/**
 * Demo and test only: lowers the outstanding of `count` open receivables of the caller's company
 * by 1.00 each (their seq moves on), and deletes `deleteCount` receivables with their payments,
 * dilutions and financings (tombstones), so an incremental sync has something to fetch. Needs a
 * signed-in user; touches only that user's company's data.
 */
export const demoTouch = defineEndpoint({
  id: 'receivables.demoTouch',
  method: 'POST',
  path: `${AR_BASE}/demo/touch`,
  body: z.object({
    count: z.number().int().min(0).max(1000).default(10),
    deleteCount: z.number().int().min(0).max(100).default(0),
  }),
  data: z.object({
    touched: z.array(
      z.object({ id: z.number().int(), seq: z.number().int(), outstanding: z.string() }),
    ),
    deleted: z.array(z.number().int()),
  }),
});
