import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/**
 * GET: a URL the browser can fetch the stored file from, for a while, without the token header
 * (an anchor or a new tab cannot send one). `preview=true` asks for it inline, `false` as a
 * download.
 */
export const attachmentUrl = defineEndpoint({
  id: 'files.getUrl',
  method: 'GET',
  path: '/api/{product}-company/sysAttachment/getUrl',
  query: z.object({
    objectKey: identifier().min(1),
    preview: z.enum(['true', 'false']).default('false'),
  }),
  data: z.string(),
});

/** Where getUrl's signed URLs point (served by the reference server, not a JSON endpoint). */
export const ATTACHMENT_FILE_PATH = '/api/{product}-company/sysAttachment/file';
