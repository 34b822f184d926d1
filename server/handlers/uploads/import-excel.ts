import { stampOwnSupplier } from '../../forms/records/own-supplier';
import { randomUUID } from 'node:crypto';
import { ATTACHMENT_FILE_PATH } from '../../../src/api/endpoints/uploads/attachment-url';
import { importEndpoints } from '../../../src/api/endpoints/uploads/import-excel';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import type { ImportPageId } from '../../../src/shared/upload/import-pages';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { errorReport } from '../../imports/error-report';
import { importForms } from '../../imports/import-forms';
import { importRows } from '../../imports/import-rows';
import { columnFields } from '../../imports/import-columns';
import {
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_INFLATED_BYTES,
} from '../../imports/sheet/import-limits';
import { IMPORT_TIMEOUT_MS, readSheetInWorker } from '../../imports/sheet/sheet-pool';
import { SheetError } from '../../imports/sheet/sheet-error';
import { attachmentBytes, attachmentOf, storeAttachment } from './attachment-store';
import { REPORT_URL_TTL_MS, signedFileUrl } from './signed-url';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a sheet was refused, in words naming the file and the limit it passed. */
function refusal(error: SheetError, fileName: string): BusinessError {
  switch (error.problem) {
    case 'tooManyRows':
      return BusinessError.badRequest('importTooManyRows', { max: MAX_IMPORT_ROWS });
    case 'tooManyColumns':
      return BusinessError.badRequest('importTooManyColumns', {
        fileName,
        max: MAX_IMPORT_COLUMNS,
      });
    case 'tooLarge':
      return BusinessError.badRequest('importTooLarge', {
        fileName,
        max: MAX_INFLATED_BYTES / 1024 / 1024,
      });
    case 'timedOut':
      return BusinessError.badRequest('importTimedOut', {
        fileName,
        seconds: IMPORT_TIMEOUT_MS / 1000,
      });
    case 'busy':
      return BusinessError.badRequest('importBusy', { fileName });
    case 'unreadable':
      return BusinessError.badRequest('importUnreadable', { fileName });
  }
}

/**
 * Batch imports (spec 001 §4, §7): the uploaded sheet's rows are checked with the page's add
 * form and the good ones stored as records; the failing ones go to an error report whose URL is
 * answered. A command: at most once per command id, so a resent import adds nothing twice.
 */
export function registerImportExcel(api: ApiMount): void {
  const { productCode } = api.server;
  for (const pageId of Object.keys(importEndpoints) as ImportPageId[]) {
    if (!declaredLists.some((l) => l.declaration.id === pageId)) {
      throw new Error(`${pageId} imports but is not declared`);
    }
    const form = importForms[pageId];

    route(
      api,
      importEndpoints[pageId],
      {
        // The sheet is read (in a worker) before the command's transaction opens: waiting for a
        // slow file inside it would hold PGlite's one connection for every other user. The gate
        // has checked the page and the import authority by then (route-access-table.ts).
        prepare: async ({ db, user, query, server }) => {
          const upload = await attachmentOf(db, user.companyId, query.fileKey);
          const stored = await attachmentBytes(db, server.files, upload.objectKey);
          const sheet = await (
            stored ? readSheetInWorker(stored.bytes) : Promise.reject(new SheetError('unreadable'))
          ).catch((error: unknown) => {
            throw error instanceof SheetError ? refusal(error, upload.fileName) : error;
          });
          return { upload, sheet };
        },
        handle: async ({ db, user, lang, request, prepared }) => {
          const { upload, sheet } = await prepared;
          if (!columnFields(form, sheet.header).some((f) => f !== null)) {
            throw BusinessError.badRequest('importNoColumns', { fileName: upload.fileName });
          }

          const taken = new Map<string, Set<string>>();
          for (const name of form.unique) {
            const { rows } = await db.query<{ value: string }>(
              `SELECT data->>'${name}' AS value FROM page_records
             WHERE page_id = $1 AND company_id = $2 AND data->>'${name}' IS NOT NULL`,
              [pageId, user.companyId],
            );
            taken.set(name, new Set(rows.map((r) => r.value)));
          }
          const { records, failures } = importRows(form, sheet, {
            language: lang,
            taken,
            newId: () => `${form.idPrefix}-${user.companyId}-${randomUUID().slice(0, 8)}`,
            now: new Date().toISOString(),
          });
          await stampOwnSupplier(db, pageId, user.companyId, records);
          for (const record of records) {
            await db.query(
              'INSERT INTO page_records (page_id, company_id, id, data) VALUES ($1, $2, $3, $4)',
              [pageId, user.companyId, record.id, JSON.stringify(record)],
            );
          }

          let errorUrl: string | null = null;
          if (failures.length > 0) {
            const report = await storeAttachment(
              db,
              { companyId: user.companyId, userId: user.id },
              {
                fileName: upload.fileName.replace(/(\.[^.]*)?$/, '-errors.xlsx'),
                mediaType: XLSX_TYPE,
                bytes: errorReport(sheet.header, failures, lang),
              },
            );
            errorUrl = signedFileUrl(
              new URL(request.req.url).origin,
              ATTACHMENT_FILE_PATH.replace('{product}', productCode),
              {
                objectKey: report.objectKey,
                preview: false,
                expires: Date.now() + REPORT_URL_TTL_MS,
              },
            );
          }
          return { errorNumber: failures.length, successfulNumber: records.length, errorUrl };
        },
      },
      { command: true },
    );
  }
}
