import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import {
  ADD_MAX_FILES,
  ATTACHMENT_KINDS,
  FILE_SOURCES,
} from '../../../shared/company-profile/attachment-rules';
import { defineEndpoint } from '../../contract/endpoint';
import { PROFILE_BASE } from './company-profile';

/** At most this many files in the whole tree of one answer. */
export const TREE_MAX_FILES = 1000;

export const companyFileSchema = z.object({
  objectKey: z.string(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  fileSource: z.enum(FILE_SOURCES),
  createTime: z.iso.datetime(),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;

export const attachmentFolderSchema = z.object({
  kind: z.enum(ATTACHMENT_KINDS),
  files: z.array(companyFileSchema).max(TREE_MAX_FILES),
});
export type AttachmentFolder = z.infer<typeof attachmentFolderSchema>;

/** GET: the company's documents, one folder per kind (every kind, empty ones too), newest first. */
export const attachmentTree = defineEndpoint({
  id: 'companyProfile.attachments',
  method: 'GET',
  path: `${PROFILE_BASE}/attachments`,
  data: z.array(attachmentFolderSchema).max(ATTACHMENT_KINDS.length),
});

/**
 * POST: files uploaded through sysAttachment/upload, filed into one folder. Each key must be an
 * upload of the caller's company; a key already filed is left where it is.
 */
export const attachmentAdd = defineEndpoint({
  id: 'companyProfile.attachmentsAdd',
  method: 'POST',
  path: `${PROFILE_BASE}/attachments/add`,
  body: z.object({
    kind: z.enum(ATTACHMENT_KINDS),
    objectKeys: z.array(identifier(100).min(1)).min(1).max(ADD_MAX_FILES),
  }),
  data: z.object({ added: z.number().int().nonnegative() }),
});
