import type { HttpClient } from '../../api/http/client';
import {
  batchDownloadByKey,
  batchDownloadDmsAndS3,
  downloadBatch,
} from '../../api/endpoints/company-profile/batch-download';
import { isDmsFile, type FileSource } from '../../shared/company-profile/attachment-rules';

export interface ZipFile {
  fileName: string;
  blob: Blob;
}

/**
 * The chosen files as one ZIP (docs/company.md#batch-download): the server records the batch and
 * answers a key (downloadBatch, or batchDownloadDmsAndS3 when a DMS file is among them), then the
 * ZIP is fetched by that key here in the worker. Only the Blob's handle crosses to the page.
 */
export async function downloadZip(
  http: HttpClient,
  files: readonly { objectKey: string; fileSource: FileSource }[],
  fileName: string,
): Promise<ZipFile> {
  const objectKey = files.some(isDmsFile)
    ? await http.call(
        batchDownloadDmsAndS3,
        { body: { files: files.map((f) => ({ ...f })), fileName } },
        { dedupe: false },
      )
    : await http.call(
        downloadBatch,
        { body: { keys: files.map((f) => f.objectKey), fileName } },
        { dedupe: false },
      );
  const zip = await http.download(batchDownloadByKey, { query: { objectKey } });
  return { fileName: zip.fileName, blob: new Blob([zip.buffer], { type: 'application/zip' }) };
}
