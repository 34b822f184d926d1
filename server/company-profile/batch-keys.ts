import { randomUUID } from 'node:crypto';
import {
  BATCH_KEY_TTL_MS,
  BATCH_MAX_BYTES,
  BATCH_MAX_FILES,
  batchProblem,
  zipFileName,
  type FileSource,
} from '../../src/shared/company-profile/attachment-rules';
import type { Db } from '../db/db';
import { companyFileOf, type CompanyFileRef } from './company-files';
import { profileRefusal } from './profile-errors';

interface Owner {
  companyId: string;
  userId: string;
}

/**
 * Records a batch download: every file must be the caller's company's, and the batch is bounded
 * by the stored sizes (never by what the request claims). Answers the key batchDownloadByKey
 * takes; it expires after BATCH_KEY_TTL_MS and only the same company may use it.
 */
export async function createBatch(
  db: Db,
  owner: Owner,
  files: readonly { objectKey: string; fileSource?: FileSource }[],
  fileName: string,
): Promise<string> {
  // The same file chosen twice is zipped once.
  const unique = [...new Map(files.map((f) => [f.objectKey, f])).values()];
  if (unique.length > BATCH_MAX_FILES)
    throw profileRefusal('tooManyFiles', { max: BATCH_MAX_FILES });
  const resolved: CompanyFileRef[] = [];
  for (const file of unique) resolved.push(await companyFileOf(db, owner.companyId, file));
  const problem = batchProblem(resolved);
  if (problem === 'tooMany') throw profileRefusal('tooManyFiles', { max: BATCH_MAX_FILES });
  if (problem === 'tooBig') {
    throw profileRefusal('tooManyBytes', { max: BATCH_MAX_BYTES / 1024 / 1024 });
  }
  // The server's clock, not the database's: one clock decides both ends of a key's life.
  await db.query('DELETE FROM attachment_batches WHERE expires_at < $1', [
    new Date().toISOString(),
  ]);
  const key = `BATCH-${randomUUID()}`;
  await db.query(
    `INSERT INTO attachment_batches (batch_key, company_id, user_id, file_name, files, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      key,
      owner.companyId,
      owner.userId,
      zipFileName(fileName),
      JSON.stringify(resolved.map((f) => ({ objectKey: f.objectKey, fileSource: f.fileSource }))),
      new Date(Date.now() + BATCH_KEY_TTL_MS).toISOString(),
    ],
  );
  return key;
}

/**
 * The files of a live batch of the company, each resolved again (a file removed since is refused
 * rather than zipped as nothing). Unknown, expired and other companies' keys are refused alike.
 */
export async function batchOf(
  db: Db,
  companyId: string,
  key: string,
): Promise<{ fileName: string; files: CompanyFileRef[] }> {
  const { rows } = await db.query<{
    file_name: string;
    files: { objectKey: string; fileSource: FileSource }[];
  }>(
    `SELECT file_name, files FROM attachment_batches
     WHERE batch_key = $1 AND company_id = $2 AND expires_at > $3`,
    [key, companyId, new Date().toISOString()],
  );
  const batch = rows[0];
  if (!batch) throw profileRefusal('unknownBatch');
  const files: CompanyFileRef[] = [];
  for (const file of batch.files.slice(0, BATCH_MAX_FILES)) {
    files.push(await companyFileOf(db, companyId, file));
  }
  return { fileName: batch.file_name, files };
}
