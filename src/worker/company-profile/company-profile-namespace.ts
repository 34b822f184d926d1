import { proxy } from 'comlink';
import {
  attachmentAdd,
  attachmentTree,
  type AttachmentFolder,
} from '../../api/endpoints/company-profile/attachment-tree';
import { dmsUrl } from '../../api/endpoints/company-profile/batch-download';
import {
  companyProfile,
  type CompanyProfile,
} from '../../api/endpoints/company-profile/company-profile';
import {
  isDmsFile,
  type AttachmentKind,
  type FileSource,
} from '../../shared/company-profile/attachment-rules';
import type { CoreServices } from '../core/create-core';
import { attachmentUrlOf } from '../uploads/attachment-url';
import { downloadZip, type ZipFile } from './batch-zip';

/** The company profile: detail, attachments tree, batch download (docs/company.md). */
export function companyProfileNamespace(core: Promise<CoreServices>) {
  return proxy({
    async profile(): Promise<CompanyProfile> {
      return (await core).http.call(companyProfile, {}, { dedupe: false });
    },
    async attachments(): Promise<AttachmentFolder[]> {
      return (await core).http.call(attachmentTree, {}, { dedupe: false });
    },
    /** Files just uploaded (sysAttachment/upload) filed into a folder of the tree. */
    async addAttachments(kind: AttachmentKind, objectKeys: string[]): Promise<number> {
      const c = await core;
      const { added } = await c.http.call(attachmentAdd, { body: { kind, objectKeys } });
      return added;
    },
    /** A short-lived URL of a file of the tree: getDmsUrl for DMS files, getUrl otherwise. */
    async fileUrl(
      file: { objectKey: string; fileSource: FileSource },
      preview: boolean,
    ): Promise<string> {
      const c = await core;
      if (!isDmsFile(file)) return attachmentUrlOf(c.http, file.objectKey, preview);
      return c.http.call(
        dmsUrl,
        { query: { objectKey: file.objectKey, preview: preview ? 'true' : 'false' } },
        { dedupe: false },
      );
    },
    async downloadZip(
      files: { objectKey: string; fileSource: FileSource }[],
      fileName: string,
    ): Promise<ZipFile> {
      return downloadZip((await core).http, files, fileName);
    },
  });
}
