import { Readable } from 'node:stream';
import { ATTACHMENT_FILE_PATH } from '../../../src/api/endpoints/uploads/attachment-url';
import { honoPath } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { openAttachment } from './attachment-store';
import { contentDisposition } from './content-disposition';
import { verifyFileUrl } from './signed-url';

/**
 * Serves the bytes behind a URL that getUrl (or an import's errorUrl) signed. No token: the
 * signature is the permission. Inline for a preview, as a download otherwise. The file is streamed
 * from the store, never read whole (a ZIP may be 100 MB).
 */
export function registerServeFile(api: ApiMount): void {
  api.app.get(honoPath(ATTACHMENT_FILE_PATH, api.server.productCode), async (c) => {
    const grant = verifyFileUrl(c.req.query(), Date.now());
    if (!grant) return c.text('This link is not valid or has expired.', 403);
    const file = await openAttachment(api.server.db, api.server.files, grant.objectKey);
    if (!file) return c.text('Not found.', 404);
    return c.body(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, 200, {
      'content-type': file.mediaType,
      'content-length': String(file.size),
      'content-disposition': contentDisposition(file.fileName, grant.preview),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
}
