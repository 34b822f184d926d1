import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';

export interface StoredFile {
  objectKey: string;
  fileName: string;
  mediaType: string;
  size: number;
}

/** Keeps a file's bytes for a company; the key is what the portal passes around afterwards. */
export async function storeAttachment(
  db: Db,
  owner: { companyId: string; userId: string },
  file: { fileName: string; mediaType: string; bytes: Uint8Array },
): Promise<StoredFile> {
  const objectKey = `ATT-${randomUUID()}`;
  await db.query(
    `INSERT INTO sys_attachments (object_key, company_id, uploaded_by, file_name, media_type, size, bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      objectKey,
      owner.companyId,
      owner.userId,
      file.fileName,
      file.mediaType,
      file.bytes.byteLength,
      file.bytes,
    ],
  );
  return {
    objectKey,
    fileName: file.fileName,
    mediaType: file.mediaType,
    size: file.bytes.byteLength,
  };
}

/**
 * A stored file of the company, without its bytes. Another company's key is refused exactly like
 * a key that does not exist, so keys cannot be probed.
 */
export async function attachmentOf(
  db: Db,
  companyId: string,
  objectKey: string,
): Promise<StoredFile> {
  const { rows } = await db.query<{
    object_key: string;
    file_name: string;
    media_type: string;
    size: number;
  }>(
    `SELECT object_key, file_name, media_type, size FROM sys_attachments
     WHERE object_key = $1 AND company_id = $2`,
    [objectKey, companyId],
  );
  const row = rows[0];
  if (!row) throw BusinessError.badRequest('unknownAttachment', { objectKey });
  return {
    objectKey: row.object_key,
    fileName: row.file_name,
    mediaType: row.media_type,
    size: row.size,
  };
}

/** The bytes of a stored file (any company: the caller has checked a signature or the owner). */
export async function attachmentBytes(
  db: Db,
  objectKey: string,
): Promise<(StoredFile & { bytes: Uint8Array }) | null> {
  const { rows } = await db.query<{
    file_name: string;
    media_type: string;
    size: number;
    bytes: Uint8Array;
  }>('SELECT file_name, media_type, size, bytes FROM sys_attachments WHERE object_key = $1', [
    objectKey,
  ]);
  const row = rows[0];
  return row
    ? {
        objectKey,
        fileName: row.file_name,
        mediaType: row.media_type,
        size: row.size,
        bytes: row.bytes,
      }
    : null;
}
