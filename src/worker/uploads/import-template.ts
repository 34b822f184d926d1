import type { HttpClient } from '../../api/http/client';
import { importTemplates } from '../../api/endpoints/uploads/import-template';
import type { ImportPageId } from '../../shared/upload/import-pages';
import type { SavedFile } from '../../shared/upload/saved-file';

/** The page's import template as bytes, named by the server's content-disposition. */
export async function downloadImportTemplate(
  http: HttpClient,
  pageId: ImportPageId,
  signal: AbortSignal,
): Promise<SavedFile> {
  const file = await http.download(
    importTemplates[pageId],
    { query: { type: 'EXCEL' } },
    { signal },
  );
  return { fileName: file.fileName, mimeType: file.mimeType, bytes: file.buffer };
}
