import type { HttpClient } from '../../api/http/client';
import { normalizePage } from '../../api/contract/paged';
import type { ListState } from '../../shared/page-declaration/list-state';
import { pagedRequestBody } from '../../shared/page-declaration/paged-request';
import { OPTION_PAGE_SIZE } from './query-page';
import { resolvePage } from './resolve-page';

/**
 * The option list of a column filter (spec 000 §4, §7): the column's distinct values under the
 * other active conditions (its own param and filter left out, or the list could only offer the
 * current choice), asked with `filterByField`, page 1 and size 20 000.
 */
export async function queryOptions(
  http: HttpClient,
  pageId: string,
  field: string,
  state: ListState,
): Promise<string[]> {
  const { endpoint, callMark } = resolvePage(pageId);
  const omit = (values: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => key !== field));
  const others: ListState = { ...state, params: omit(state.params), filters: omit(state.filters) };
  const body = {
    ...pagedRequestBody(others),
    pageNum: 1,
    pageSize: OPTION_PAGE_SIZE,
    orderByField: undefined,
    isDesc: undefined,
    filterByField: field,
    ...callMark,
  };
  const raw = await http.call(endpoint, { body } as never, { silent: true });
  return normalizePage<{ value?: unknown }>(raw).rows.flatMap((r) =>
    typeof r.value === 'string' ? [r.value] : [],
  );
}
