import type { HttpClient } from '../../api/http/client';
import type { DeclaredExport } from '../../api/endpoints/pages/declared-export';
import type { ExportedFile, ExportRequest } from '../../shared/export/export-request';
import type { ListState } from '../../shared/page-declaration/list-state';
import { columnList, languageEnum } from '../../shared/page-declaration/export-columns';
import { pagedRequestBody } from '../../shared/page-declaration/paged-request';

/**
 * A file the server writes: the list's filters and sort with the export config (spec 000 §3),
 * downloaded through the client's blob path, named by the answer's content-disposition.
 */
export async function serverExport(
  http: HttpClient,
  exported: DeclaredExport,
  state: ListState,
  request: ExportRequest,
  signal: AbortSignal,
): Promise<ExportedFile> {
  const { pageNum: _page, pageSize: _size, ...filters } = pagedRequestBody(state);
  const body = {
    ...filters,
    columnList: columnList(exported.declaration.id, request.columns),
    languageEnum: languageEnum(request.language),
    ...(exported.declaration.source.operation ? { isOperation: true } : {}),
  };
  const endpoint = request.format === 'xlsx' ? exported.xlsx : exported.csv;
  const file = await http.download(endpoint, { body } as never, { signal });
  return {
    fileName: file.fileName,
    blob: new Blob([file.buffer], { type: file.mimeType }),
    rows: null,
  };
}
