import type { HttpClient } from '../../api/http/client';
import {
  INTENTION_PAGE_SIZE_MAX,
  intentionList,
} from '../../api/endpoints/org-info/intention-list';
import { DOWNLOAD_TIMEOUT_MS } from '../../shared/constants';
import type { ExportSource } from '../../shared/export/export-request';
import { intentionRecord } from '../org-info/intention-record';
import { pagedRows } from './paged-rows';
import { recordToRow, type RowShape } from './row-shape';
import type { RowSource } from './row-source';

type IntentionSource = Extract<ExportSource, { kind: 'intentions' }>;

/**
 * The financing intentions of /org/info in the list's state filter and order (newest first),
 * read by the worker from the intention list itself; they are not `page_records`, so the
 * declared-page source does not serve them. The list answers at most 100 a page.
 */
export function intentionRows(
  http: HttpClient,
  source: IntentionSource,
  shape: RowShape,
  signal: AbortSignal,
): Promise<RowSource> {
  return pagedRows(
    async (pageNum) => {
      const page = await http.call(
        intentionList,
        { body: { state: source.state, pageNum, pageSize: INTENTION_PAGE_SIZE_MAX } },
        { silent: true, signal, timeoutMs: DOWNLOAD_TIMEOUT_MS },
      );
      return {
        rows: page.list.map((intention) => intentionRecord(intention, source.rateWords)),
        total: page.total,
      };
    },
    (record) => recordToRow(shape, record),
    INTENTION_PAGE_SIZE_MAX,
  );
}
