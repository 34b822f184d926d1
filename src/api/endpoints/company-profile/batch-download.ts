import { z } from 'zod';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { BATCH_MAX_FILES, FILE_SOURCES } from '../../../shared/company-profile/attachment-rules';
import { defineEndpoint } from '../../contract/endpoint';

const ATTACHMENT_BASE = '/api/{product}-company/sysAttachment';

const key = identifier(100).min(1);
const zipName = freeText(120).trim().min(1);

/**
 * POST (spec 001 §7): the caller's company's files to zip together; answers the batch's object
 * key, which batchDownloadByKey turns into the ZIP for a short while (docs/company.md).
 */
export const downloadBatch = defineEndpoint({
  id: 'companyProfile.downloadBatch',
  method: 'POST',
  path: `${ATTACHMENT_BASE}/downloadBatch`,
  body: z.object({ keys: z.array(key).min(1).max(BATCH_MAX_FILES), fileName: zipName }),
  data: z.string(),
});

/** POST (spec 001 §7): the same, for files of both stores (LFI keys or fileSource DMS). */
export const batchDownloadDmsAndS3 = defineEndpoint({
  id: 'companyProfile.batchDownloadDmsAndS3',
  method: 'POST',
  path: `${ATTACHMENT_BASE}/batchDownloadDmsAndS3`,
  body: z.object({
    files: z
      .array(z.object({ objectKey: key, fileSource: z.enum(FILE_SOURCES).optional() }))
      .min(1)
      .max(BATCH_MAX_FILES),
    fileName: zipName,
  }),
  data: z.string(),
});

/** GET (file, spec 000 §7): the ZIP of a batch key of the caller's company. */
export const batchDownloadByKey = defineEndpoint({
  id: 'companyProfile.batchDownloadByKey',
  method: 'GET',
  path: `${ATTACHMENT_BASE}/batchDownloadByKey`,
  query: z.object({ objectKey: key }),
  data: z.unknown(),
  responseKind: 'download',
});

/** GET (spec 001 §7): a signed URL of a DMS document of the caller's company. */
export const dmsUrl = defineEndpoint({
  id: 'companyProfile.getDmsUrl',
  method: 'GET',
  path: `${ATTACHMENT_BASE}/getDmsUrl`,
  query: z.object({
    objectKey: key,
    preview: z.enum(['true', 'false']).default('false'),
  }),
  data: z.string(),
});

/** Where getDmsUrl's signed URLs point (served by the reference server, not a JSON endpoint). */
export const DMS_FILE_PATH = `${ATTACHMENT_BASE}/dmsFile`;
