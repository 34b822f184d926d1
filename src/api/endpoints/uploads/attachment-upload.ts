import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const attachmentUploadData = z.object({
  fileName: z.string(),
  fileUrl: z.string(),
  objectKey: z.string(),
  /** DMS or other (spec 001 §3); the reference server stores everything itself. */
  fileSource: z.string().optional(),
});
export type AttachmentUploadData = z.infer<typeof attachmentUploadData>;

/** POST multipart (`file`): stores one file for the caller's company (spec 001 §7 "Attachments"). */
export const attachmentUpload = defineEndpoint({
  id: 'files.upload',
  method: 'POST',
  path: '/api/{product}-company/sysAttachment/upload',
  data: attachmentUploadData,
});
