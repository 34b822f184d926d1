import { proxy } from 'comlink';
import { queryPage } from './query-page';
import { recordDetail } from '../../api/endpoints/pages/record-form';
import { queryRecord } from './query-record';
import { queryOptions } from './query-options';
import type { ListState } from '../../shared/page-declaration/list-state';
import type { PageQueryResult } from '../../shared/page-declaration/page-result';
import type { CoreServices } from '../core/create-core';

/** Declared search-list pages (src/shared/page-declaration): rows, records, column options. */
export function pagesNamespace(core: Promise<CoreServices>) {
  return proxy({
    /** A column filter's options: the field's distinct values under the other conditions. */
    async options(pageId: string, field: string, state: ListState): Promise<string[]> {
      return queryOptions((await core).http, pageId, field, state);
    },
    /** One record by row key (detail pages); null when the company has no such record. */
    async record(pageId: string, id: string): Promise<Record<string, unknown> | null> {
      return queryRecord((await core).http, pageId, id);
    },
    /** One record as stored, for its form (table lines included); null when the company has none. */
    async formRecord(pageId: string, id: string): Promise<Record<string, unknown> | null> {
      return (await core).http.call(recordDetail, { params: { pageId, id } }, { silent: true });
    },
    async query(
      pageId: string,
      state: ListState,
      isEqual: string | null = null,
    ): Promise<PageQueryResult> {
      return queryPage((await core).http, pageId, state, isEqual);
    },
  });
}
