import type { HttpClient } from '../../api/http/client';
import { normalizePage } from '../../api/contract/paged';
import { DOWNLOAD_TIMEOUT_MS, EXPORT_PAGE_SIZE } from '../../shared/constants';
import type { ListState } from '../../shared/page-declaration/list-state';
import { pagedRequestBody } from '../../shared/page-declaration/paged-request';
import { resolvePage } from '../pages/resolve-page';
import { pagedRows } from './paged-rows';
import { recordToRow, type RowShape } from './row-shape';
import type { RowSource } from './row-source';

/** A list page that is not cached locally, read from the server with its filters and sort. */
export function pageRows(
  http: HttpClient,
  pageId: string,
  state: ListState,
  isEqual: string | null,
  shape: RowShape,
  signal: AbortSignal,
): Promise<RowSource> {
  const { endpoint, callMark } = resolvePage(pageId);
  return pagedRows(
    async (page) => {
      const raw = await http.call(
        endpoint,
        {
          body: {
            ...pagedRequestBody({ ...state, page, size: EXPORT_PAGE_SIZE }, isEqual),
            ...callMark,
          },
        } as never,
        { silent: true, signal, timeoutMs: DOWNLOAD_TIMEOUT_MS },
      );
      return normalizePage<Record<string, unknown>>(raw);
    },
    (record) => recordToRow(shape, record),
  );
}
