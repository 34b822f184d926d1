import { Readable } from 'node:stream';
import {
  isDmsFile,
  type AttachmentKind,
  type FileSource,
} from '../../src/shared/company-profile/attachment-rules';
import type { Db } from '../db/db';
import type { FileStore } from '../files/file-store';
import { openAttachment } from '../handlers/uploads/attachment-store';
import { profileRefusal } from './profile-errors';

/** A file of a company in either store, as the tree and the batch downloads know it. */
export interface CompanyFileRef {
  objectKey: string;
  fileSource: FileSource;
  fileName: string;
  mediaType: string;
  size: number;
}

/**
 * The company's own file behind a key, from the store its key or source names. Another company's
 * key is refused exactly like a key that does not exist, so keys cannot be probed.
 */
export async function companyFileOf(
  db: Db,
  companyId: string,
  file: { objectKey: string; fileSource?: FileSource },
): Promise<CompanyFileRef> {
  const dms = isDmsFile(file);
  const { rows } = await db.query<{ file_name: string; media_type: string; size: number }>(
    dms
      ? `SELECT file_name, media_type, size FROM dms_documents WHERE doc_key = $1 AND company_id = $2`
      : `SELECT file_name, media_type, size FROM sys_attachments
         WHERE object_key = $1 AND company_id = $2`,
    [file.objectKey, companyId],
  );
  const row = rows[0];
  if (!row) throw profileRefusal('unknownFile', { objectKey: file.objectKey });
  return {
    objectKey: file.objectKey,
    fileSource: dms ? 'DMS' : 'LOCAL',
    fileName: row.file_name,
    mediaType: row.media_type,
    size: row.size,
  };
}

/** The bytes of a file the caller has already resolved for its company, as a stream. */
export async function openCompanyFile(
  db: Db,
  store: FileStore,
  file: CompanyFileRef,
): Promise<Readable | null> {
  if (file.fileSource === 'LOCAL') {
    return (await openAttachment(db, store, file.objectKey))?.stream ?? null;
  }
  const { rows } = await db.query<{ bytes: Uint8Array }>(
    'SELECT bytes FROM dms_documents WHERE doc_key = $1',
    [file.objectKey],
  );
  const bytes = rows[0]?.bytes;
  return bytes ? Readable.from([Buffer.from(bytes)]) : null;
}

/** A DMS document of the company (for getDmsUrl), or the same refusal as an unknown key. */
export async function dmsDocumentOf(db: Db, companyId: string, docKey: string) {
  return companyFileOf(db, companyId, { objectKey: docKey, fileSource: 'DMS' });
}

/** Files an upload put in the store, filed into a folder; answers how many were new. */
export async function fileIntoFolder(
  db: Db,
  owner: { companyId: string; userId: string },
  kind: AttachmentKind,
  objectKeys: readonly string[],
): Promise<number> {
  let added = 0;
  for (const objectKey of new Set(objectKeys)) {
    // Only uploads are filed here: a DMS document is the document-management system's to file.
    if (objectKey.startsWith('LFI')) throw profileRefusal('unknownFile', { objectKey });
    const file = await companyFileOf(db, owner.companyId, { objectKey, fileSource: 'LOCAL' });
    const { rows } = await db.query<{ object_key: string }>(
      `INSERT INTO company_attachments
         (company_id, object_key, file_source, kind, file_name, size, uploaded_by)
       VALUES ($1, $2, 'LOCAL', $3, $4, $5, $6)
       ON CONFLICT (company_id, object_key) DO NOTHING RETURNING object_key`,
      [owner.companyId, objectKey, kind, file.fileName, file.size, owner.userId],
    );
    added += rows.length;
  }
  return added;
}
