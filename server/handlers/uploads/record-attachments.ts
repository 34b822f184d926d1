import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import {
  attachmentsSave,
  recordAttachments,
} from '../../../src/api/endpoints/uploads/record-attachments';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';
import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { menuPathOf, requirePage, requirePageAuthority } from '../pages/declared-lists';
import { lockRecord, recordEvent, type RecordKey } from '../pages/record-store';
import { attachmentOf } from './attachment-store';

const declarations = new Map(declaredLists.map((l) => [l.declaration.id, l.declaration]));

/** The pages whose records take attachments, and the authority that changes them. */
const ATTACHING_PAGES: Readonly<Record<string, string>> = {
  'trading.purchase': 'edit',
  'trading.invoice': 'edit',
  // Uploading signed confirmations is creating a confirmation's evidence (docs/uploads.md).
  'confirmation.invoiceConfirmation': 'create',
};

function attachingPage(pageId: string): PageDeclaration {
  const declaration = declarations.get(pageId);
  if (!declaration || !ATTACHING_PAGES[pageId]) {
    throw BusinessError.badRequest('noRecordForm', { pageId });
  }
  return declaration;
}

async function listOf(db: Db, key: RecordKey) {
  const { rows } = await db.query<{
    object_key: string;
    file_name: string;
    size: number;
    created_at: Date;
  }>(
    `SELECT l.object_key, l.file_name, a.size, l.created_at
     FROM page_record_attachments l JOIN sys_attachments a USING (object_key)
     WHERE l.page_id = $1 AND l.company_id = $2 AND l.record_id = $3
     ORDER BY l.seq`,
    [key.pageId, key.companyId, key.id],
  );
  return rows.map((r) => ({
    id: r.object_key,
    objectKey: r.object_key,
    fileName: r.file_name,
    size: Number(r.size),
    createTime: new Date(r.created_at).toISOString(),
  }));
}

const requireChange = (db: Db, user: SessionUser, declaration: PageDeclaration) =>
  requirePageAuthority(db, user, declaration, [
    `${menuPathOf(declaration) ?? declaration.id}.${ATTACHING_PAGES[declaration.id]}`,
  ]);

/**
 * A record's attachments: the list, and the save command, which replaces the list with the one
 * the portal sends (files of the caller's company only) and keeps the list before in the
 * record's history.
 */
export function registerRecordAttachments(api: ApiMount): void {
  route(api, recordAttachments, async ({ db, user, query }) => {
    const declaration = attachingPage(query.pageId);
    await requirePage(db, user, declaration);
    const key = { pageId: query.pageId, companyId: user.companyId, id: query.id };
    await lockRecord(db, key);
    return listOf(db, key);
  });

  route(
    api,
    attachmentsSave,
    async ({ db, user, body }) => {
      const declaration = attachingPage(body.pageId);
      await requireChange(db, user, declaration);
      const key = { pageId: body.pageId, companyId: user.companyId, id: body.id };
      await lockRecord(db, key);
      const keys = body.files.map((f) => f.objectKey);
      if (new Set(keys).size !== keys.length) {
        throw BusinessError.badRequest('duplicateAttachment');
      }
      for (const file of body.files) await attachmentOf(db, user.companyId, file.objectKey);

      const before = await listOf(db, key);
      await recordEvent(db, key, 'attachments', { attachments: before }, user.id);
      await db.query(
        `DELETE FROM page_record_attachments
         WHERE page_id = $1 AND company_id = $2 AND record_id = $3 AND NOT (object_key = ANY($4))`,
        [key.pageId, key.companyId, key.id, keys],
      );
      for (const [seq, file] of body.files.entries()) {
        await db.query(
          `INSERT INTO page_record_attachments (page_id, company_id, record_id, object_key, file_name, seq)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (page_id, company_id, record_id, object_key) DO UPDATE SET seq = $6`,
          [key.pageId, key.companyId, key.id, file.objectKey, file.fileName, seq],
        );
      }
      return { pageId: body.pageId, id: body.id, count: body.files.length };
    },
    { command: true },
  );
}
