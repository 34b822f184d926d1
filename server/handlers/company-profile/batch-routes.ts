import { Readable } from 'node:stream';
import {
  batchDownloadByKey,
  batchDownloadDmsAndS3,
  downloadBatch,
} from '../../../src/api/endpoints/company-profile/batch-download';
import { zipEntryNames } from '../../../src/shared/company-profile/attachment-rules';
import { batchOf, createBatch } from '../../company-profile/batch-keys';
import { openCompanyFile } from '../../company-profile/company-files';
import { zipStream } from '../../company-profile/zip-stream';
import { BusinessError } from '../../http/business-error';
import { businessEnvelope } from '../../http/envelopes';
import { requestLanguage } from '../../http/language';
import { readInput } from '../../http/read-input';
import { honoPath, route, signedInGate } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { contentDisposition } from '../uploads/content-disposition';

/**
 * Batch downloads (spec 000 §7, 001 §7): downloadBatch and batchDownloadDmsAndS3 record the chosen
 * files under a key, batchDownloadByKey streams them as one ZIP (docs/company.md).
 */
export function registerBatchRoutes(api: ApiMount): void {
  route(api, downloadBatch, ({ db, user, body }) =>
    createBatch(
      db,
      { companyId: user.companyId, userId: user.id },
      body.keys.map((objectKey) => ({ objectKey })),
      body.fileName,
    ),
  );
  route(api, batchDownloadDmsAndS3, ({ db, user, body }) =>
    createBatch(db, { companyId: user.companyId, userId: user.id }, body.files, body.fileName),
  );

  const { server } = api;
  type ByKeyInput = { query: { objectKey: string } };
  const gate = signedInGate(api, batchDownloadByKey, () => Promise.resolve(undefined));
  api.app.get(honoPath(batchDownloadByKey.path, server.productCode), async (c) => {
    const lang = requestLanguage(c.req.header('x-language'));
    const passed = await gate(c, lang);
    if ('fail' in passed) return c.json(passed.fail);
    const read = await readInput(c, batchDownloadByKey, lang);
    if (!read.ok) return c.json(read.envelope);
    const { objectKey } = (read.input as ByKeyInput).query;
    const companyId = passed.user?.companyId ?? '';
    try {
      const batch = await batchOf(server.db, companyId, objectKey);
      const names = zipEntryNames(batch.files.map((f) => f.fileName));
      const zip = zipStream(
        batch.files.map((file, i) => ({
          name: names[i] ?? file.objectKey,
          open: () => openCompanyFile(server.db, server.files, file),
        })),
        new Date(),
      );
      return c.body(Readable.toWeb(zip) as ReadableStream<Uint8Array>, 200, {
        'content-type': 'application/zip',
        'content-disposition': contentDisposition(batch.fileName, false),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    } catch (error) {
      if (error instanceof BusinessError) return c.json(businessEnvelope(error, lang));
      throw error;
    }
  });
}
