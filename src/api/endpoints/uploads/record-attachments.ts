import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

const BASE = '/api/{product}-financial-transaction/client/records/attachments';

/** A file saved with a record (spec 001 §3 "Uploaded file", the fields the portal uses). */
export const recordAttachment = z.object({
  id: z.string(),
  objectKey: z.string(),
  fileName: z.string(),
  size: z.number(),
  createTime: z.string(),
});
export type RecordAttachment = z.infer<typeof recordAttachment>;

/** GET: the files saved with one record of a declared page. */
export const recordAttachments = defineEndpoint({
  id: 'pages.attachments',
  method: 'GET',
  path: BASE,
  query: z.object({ pageId: identifier(64).min(1), id: identifier(64).min(1) }),
  data: z.array(recordAttachment),
});

export const MAX_RECORD_ATTACHMENTS = 20;

export const attachmentsSaveBody = z.object({
  pageId: identifier(64).min(1),
  id: identifier(64).min(1),
  /** The record's whole list after the change, in order: new keys are linked, missing ones unlinked. */
  files: z
    .array(z.object({ objectKey: identifier().min(1), fileName: identifier(255).min(1) }))
    .max(MAX_RECORD_ATTACHMENTS),
});

/** POST: saves a record's attachment list (a command: sent through the outbox). */
export const attachmentsSave = defineEndpoint({
  id: 'pages.attachmentsSave',
  method: 'POST',
  path: `${BASE}/save`,
  body: attachmentsSaveBody,
  data: z.object({ pageId: z.string(), id: z.string(), count: z.number() }),
});
