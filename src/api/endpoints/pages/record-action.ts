import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/** A declared record action on one record (docs/declared-pages.md). */
export const recordActionBody = z.object({
  pageId: identifier(64).min(1),
  id: identifier(64).min(1),
  /** The id of an action the page declares with a `record` effect. */
  action: identifier(64).min(1),
});

export const recordActionData = z.object({
  pageId: z.string(),
  id: z.string(),
  /** True when the action removed the record. */
  deleted: z.boolean(),
});

/** POST: applies a page's declared record action (delete, withdraw, sign off…) as a command. */
export const recordAction = defineEndpoint({
  id: 'pages.recordAction',
  method: 'POST',
  path: '/api/{product}-financial-transaction/client/records/action',
  body: recordActionBody,
  data: recordActionData,
});
