import { randomUUID } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Db } from '../../db/db';
import type { FileStore } from '../../files/file-store';
import type { ReceivedFile } from '../../files/receive-upload';
import { BusinessError } from '../../http/business-error';

export interface StoredFile {
  objectKey: string;
  fileName: string;
  mediaType: string;
  size: number;
}

type Owner = { companyId: string; userId: string };

/** The row of a stored file: its content is either its bytes or its name in the file store. */
async function insertRow(
  db: Db,
  owner: Owner,
  file: StoredFile,
  content: { bytes: Uint8Array } | { storedName: string },
): Promise<StoredFile> {
  await db.query(
    `INSERT INTO sys_attachments
       (object_key, company_id, uploaded_by, file_name, media_type, size, bytes, storage_path)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      file.objectKey,
      owner.companyId,
      owner.userId,
      file.fileName,
      file.mediaType,
      file.size,
      'bytes' in content ? content.bytes : null,
      'storedName' in content ? content.storedName : null,
    ],
  );
  return file;
}

/**
 * Keeps a small file the server made itself (an import's error report) for a company, its bytes
 * in the database; uploads go to the file store instead (storeUploadedFile). The key is what the
 * portal passes around afterwards.
 */
export function storeAttachment(
  db: Db,
  owner: Owner,
  file: { fileName: string; mediaType: string; bytes: Uint8Array },
): Promise<StoredFile> {
  const { fileName, mediaType, bytes } = file;
  const stored = { objectKey: `ATT-${randomUUID()}`, fileName, mediaType, size: bytes.byteLength };
  return insertRow(db, owner, stored, { bytes });
}

/**
 * Keeps an upload received into the file store: the file takes its object key as its name, and
 * the row names the file. A row that cannot be written takes the file with it.
 */
export async function storeUploadedFile(
  db: Db,
  store: FileStore,
  owner: Owner,
  file: ReceivedFile & { mediaType: string },
): Promise<StoredFile> {
  const objectKey = `ATT-${randomUUID()}`;
  const storedName = await store.commit(file.tempPath, objectKey);
  const { fileName, mediaType, size } = file;
  try {
    return await insertRow(db, owner, { objectKey, fileName, mediaType, size }, { storedName });
  } catch (error) {
    await store.discard(store.pathOf(storedName));
    throw error;
  }
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

interface ContentRow {
  file_name: string;
  media_type: string;
  size: number;
  bytes: Uint8Array | null;
  storage_path: string | null;
}

const selectContent = async (db: Db, objectKey: string) =>
  (
    await db.query<ContentRow>(
      `SELECT file_name, media_type, size, bytes, storage_path FROM sys_attachments
       WHERE object_key = $1`,
      [objectKey],
    )
  ).rows[0];

const describe = (objectKey: string, row: ContentRow): StoredFile => ({
  objectKey,
  fileName: row.file_name,
  mediaType: row.media_type,
  size: row.size,
});

/**
 * The bytes of a stored file, whole in memory (any company: the caller has checked a signature or
 * the owner). For the files the import reads (20 MB at most); serving uses openAttachment.
 */
export async function attachmentBytes(
  db: Db,
  store: FileStore,
  objectKey: string,
): Promise<(StoredFile & { bytes: Uint8Array }) | null> {
  const row = await selectContent(db, objectKey);
  if (!row) return null;
  const bytes =
    row.storage_path === null ? row.bytes : await readFile(store.pathOf(row.storage_path));
  return bytes ? { ...describe(objectKey, row), bytes } : null;
}

/**
 * A stored file as a stream, so that serving a 100 MB upload never holds it in memory (any
 * company: the caller has checked a signature or the owner). Rows stored in the database before
 * the file store (and server-written reports) stream from their bytes. Null when the row or its
 * file is gone.
 */
export async function openAttachment(
  db: Db,
  store: FileStore,
  objectKey: string,
): Promise<(StoredFile & { stream: Readable }) | null> {
  const row = await selectContent(db, objectKey);
  if (!row) return null;
  const { storage_path: name, bytes } = row;
  if (name !== null) {
    const handle = await open(store.pathOf(name), 'r').catch(() => null);
    return handle && { ...describe(objectKey, row), stream: handle.createReadStream() };
  }
  return bytes && { ...describe(objectKey, row), stream: Readable.from([Buffer.from(bytes)]) };
}
