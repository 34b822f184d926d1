import { dmsUrl, DMS_FILE_PATH } from '../../../src/api/endpoints/company-profile/batch-download';
import { dmsDocumentOf, openCompanyFile } from '../../company-profile/company-files';
import { honoPath, route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { contentDisposition } from '../uploads/content-disposition';
import { FILE_URL_TTL_MS, signedFileUrl, verifyFileUrl } from '../uploads/signed-url';
import { Readable } from 'node:stream';

/**
 * The simulated document-management system (docs/company.md#dms): getDmsUrl signs a URL of a DMS
 * document of the caller's company, like getUrl does for uploads; the URL is served here. The
 * signature is the permission, and only `LFI` keys of dms_documents are served.
 */
export function registerDmsRoutes(api: ApiMount): void {
  const { server } = api;
  const filePath = DMS_FILE_PATH.replace('{product}', server.productCode);

  route(api, dmsUrl, async ({ db, user, query, request }) => {
    const doc = await dmsDocumentOf(db, user.companyId, query.objectKey);
    return signedFileUrl(new URL(request.req.url).origin, filePath, {
      objectKey: doc.objectKey,
      preview: query.preview === 'true',
      expires: Date.now() + FILE_URL_TTL_MS,
    });
  });

  api.app.get(honoPath(DMS_FILE_PATH, server.productCode), async (c) => {
    const grant = verifyFileUrl(c.req.query(), Date.now());
    if (!grant?.objectKey.startsWith('LFI')) {
      return c.text('This link is not valid or has expired.', 403);
    }
    const { rows } = await server.db.query<{
      company_id: string;
      file_name: string;
      media_type: string;
      size: number;
    }>('SELECT company_id, file_name, media_type, size FROM dms_documents WHERE doc_key = $1', [
      grant.objectKey,
    ]);
    const doc = rows[0];
    const stream =
      doc &&
      (await openCompanyFile(server.db, server.files, {
        objectKey: grant.objectKey,
        fileSource: 'DMS',
        fileName: doc.file_name,
        mediaType: doc.media_type,
        size: doc.size,
      }));
    if (!doc || !stream) return c.text('Not found.', 404);
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, 200, {
      'content-type': doc.media_type,
      'content-length': String(doc.size),
      'content-disposition': contentDisposition(doc.file_name, grant.preview),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
}
