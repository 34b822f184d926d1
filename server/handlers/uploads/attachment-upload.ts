import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { attachmentUpload } from '../../../src/api/endpoints/uploads/attachment-upload';
import {
  ATTACHMENT_FILE_PATH,
  attachmentUrl,
} from '../../../src/api/endpoints/uploads/attachment-url';
import { DOCUMENT_TYPES, IMPORT_TYPES } from '../../../src/shared/upload/upload-limits';
import { receiveUpload } from '../../files/receive-upload';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { attachmentOf, storeUploadedFile } from './attachment-store';
import { mediaTypeOf } from './media-type';
import { FILE_URL_TTL_MS, signedFileUrl } from './signed-url';

/** Documents (spec 001 §5) and the spreadsheets a batch import reads (CSV is not a document type). */
const ACCEPTED = [...new Set([...DOCUMENT_TYPES, ...IMPORT_TYPES])];

/**
 * The request body as Node's stream: the incoming message itself under @hono/node-server (no copy
 * through web streams), the web body otherwise (tests calling app.request).
 */
function requestBody(c: Context): Readable {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]);
}

/** A URL of a stored file for the origin the request came to. */
export const fileUrlFor = (c: Context, productCode: string, objectKey: string, preview: boolean) =>
  signedFileUrl(new URL(c.req.url).origin, ATTACHMENT_FILE_PATH.replace('{product}', productCode), {
    objectKey,
    preview,
    expires: Date.now() + FILE_URL_TTL_MS,
  });

/**
 * The attachment store: upload (multipart `file`, streamed to the file store and checked by its
 * content: docs/uploads.md) and getUrl (a signed URL, only for the caller's company's files).
 */
export function registerAttachmentUpload(api: ApiMount): void {
  const { productCode } = api.server;

  route(api, attachmentUpload, async ({ db, user, request, server }) => {
    const received = await receiveUpload(
      request.req.header('content-type') ?? '',
      requestBody(request),
      server.files,
      ACCEPTED,
    );
    const stored = await storeUploadedFile(
      db,
      server.files,
      { companyId: user.companyId, userId: user.id },
      { ...received, mediaType: mediaTypeOf(received.fileName, received.claimedType) },
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
