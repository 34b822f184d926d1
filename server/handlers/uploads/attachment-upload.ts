import type { Context } from 'hono';
import { attachmentUpload } from '../../../src/api/endpoints/uploads/attachment-upload';
import {
  ATTACHMENT_FILE_PATH,
  attachmentUrl,
} from '../../../src/api/endpoints/uploads/attachment-url';
import { ResultCode } from '../../../src/api/contract/envelope';
import { checkFile } from '../../../src/shared/upload/check-file';
import { DOCUMENT_TYPES, IMPORT_TYPES } from '../../../src/shared/upload/upload-limits';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { attachmentOf, storeAttachment } from './attachment-store';
import { mediaTypeOf } from './media-type';
import { FILE_URL_TTL_MS, signedFileUrl } from './signed-url';

/** Documents (spec 001 §5) and the spreadsheets a batch import reads (CSV is not a document type). */
const ACCEPTED = [...new Set([...DOCUMENT_TYPES, ...IMPORT_TYPES])];

const REJECTIONS = {
  'common.upload.file_type_tip': 'uploadFileType',
  'common.upload.file_maxsize_tip': 'uploadFileTooLarge',
  'common.upload.zip_maxsize_tip': 'uploadZipTooLarge',
} as const;

/** A URL of a stored file for the origin the request came to. */
export const fileUrlFor = (c: Context, productCode: string, objectKey: string, preview: boolean) =>
  signedFileUrl(new URL(c.req.url).origin, ATTACHMENT_FILE_PATH.replace('{product}', productCode), {
    objectKey,
    preview,
    expires: Date.now() + FILE_URL_TTL_MS,
  });

/**
 * The attachment store: upload (multipart `file`, checked with the same rules the upload list
 * runs) and getUrl (a signed URL, only for the caller's company's files).
 */
export function registerAttachmentUpload(api: ApiMount): void {
  const { productCode } = api.server;

  route(api, attachmentUpload, async ({ db, user, request }) => {
    const form = await request.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw BusinessError.badRequest('uploadNoFile');
    const rejection = checkFile(file, ACCEPTED);
    if (rejection) {
      throw new BusinessError(ResultCode.badRequest, REJECTIONS[rejection.key], () => ({
        types: ACCEPTED.join(', '),
        ...rejection.values,
      }));
    }
    const stored = await storeAttachment(
      db,
      { companyId: user.companyId, userId: user.id },
      {
        fileName: file.name,
        mediaType: mediaTypeOf(file.name, file.type),
        bytes: new Uint8Array(await file.arrayBuffer()),
      },
    );
    return {
      fileName: stored.fileName,
      objectKey: stored.objectKey,
      fileUrl: fileUrlFor(request, productCode, stored.objectKey, false),
      fileSource: 'LOCAL',
    };
  });

  route(api, attachmentUrl, async ({ db, user, query, request }) => {
    const file = await attachmentOf(db, user.companyId, query.objectKey);
    return fileUrlFor(request, productCode, file.objectKey, query.preview === 'true');
  });
}
