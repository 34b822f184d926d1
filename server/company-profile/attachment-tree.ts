import type { AttachmentFolder } from '../../src/api/endpoints/company-profile/attachment-tree';
import { TREE_MAX_FILES } from '../../src/api/endpoints/company-profile/attachment-tree';
import {
  ATTACHMENT_KINDS,
  type AttachmentKind,
  type FileSource,
} from '../../src/shared/company-profile/attachment-rules';
import type { Db } from '../db/db';

/** The company's documents, one folder per kind (all kinds, in their order), newest first. */
export async function attachmentTreeOf(db: Db, companyId: string): Promise<AttachmentFolder[]> {
  const { rows } = await db.query<{
    object_key: string;
    file_source: FileSource;
    kind: AttachmentKind;
    file_name: string;
    size: number;
    created_at: Date;
  }>(
    `SELECT object_key, file_source, kind, file_name, size, created_at
     FROM company_attachments WHERE company_id = $1
     ORDER BY created_at DESC, file_name LIMIT ${TREE_MAX_FILES}`,
    [companyId],
  );
  return ATTACHMENT_KINDS.map((kind) => ({
    kind,
    files: rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        objectKey: r.object_key,
        fileName: r.file_name,
        size: r.size,
        fileSource: r.file_source,
        createTime: r.created_at.toISOString(),
      })),
  }));
}
