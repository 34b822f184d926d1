import { importTemplates } from '../../../src/api/endpoints/uploads/import-template';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import type { ImportPageId } from '../../../src/shared/upload/import-pages';
import { fileRoute } from '../../http/file-route';
import type { ApiMount } from '../../http/server-context';
import { importAuthorities, importForms } from '../../imports/import-forms';
import { templateSheet } from '../../imports/template-sheet';
import { requirePageAuthority } from '../pages/declared-lists';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import templates (spec 001 §7, "download template"), one per importing page. */
export function registerImportTemplates(api: ApiMount): void {
  for (const pageId of Object.keys(importTemplates) as ImportPageId[]) {
    const declaration = declaredLists.find((l) => l.declaration.id === pageId)?.declaration;
    if (!declaration) throw new Error(`${pageId} imports but is not declared`);
    fileRoute(api, importTemplates[pageId], async ({ db, user, lang }) => {
      await requirePageAuthority(db, user, declaration, [importAuthorities[pageId].template]);
      return {
        fileName: `${pageId.split('.')[1]}-import-template.xlsx`,
        mediaType: XLSX_TYPE,
        bytes: templateSheet(importForms[pageId], lang),
      };
    });
  }
}
