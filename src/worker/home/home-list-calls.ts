import type { HttpClient } from '../../api/http/client';
import { normalizePage } from '../../api/contract/paged';
import { pagedRequestBody } from '../../shared/page-declaration/paged-request';
import type { ListState } from '../../shared/page-declaration/list-state';
import type { CurrencyAmount } from '../../shared/home/home-overview';
import { resolvePage } from '../pages/resolve-page';
import { OPTION_PAGE_SIZE } from '../pages/query-page';

/**
 * The list calls behind the home figures: the declared list's own endpoint with the list state a
 * figure links to, so the figure is what that list answers. Silent: a home figure that fails is
 * left out, never a toast on the landing page.
 */
export function homeListCalls(http: HttpClient) {
  const post = (pageId: string, body: Record<string, unknown>) => {
    const { endpoint, callMark } = resolvePage(pageId);
    return http
      .call(endpoint, { body: { ...body, ...callMark } } as never, { silent: true })
      .then((raw) => normalizePage<Record<string, unknown>>(raw));
  };
  return {
    /** One page of rows and the total, as the list shows them. */
    page(pageId: string, state: ListState) {
      return post(pageId, pagedRequestBody(state));
    },
    /** The summary row's total of `field` per value of `groupField` (one grouped request). */
    async sumsBy(
      pageId: string,
      state: ListState,
      field: string,
      groupField = 'currency',
    ): Promise<CurrencyAmount[]> {
      const body = {
        ...pagedRequestBody(state),
        pageNum: 1,
        pageSize: OPTION_PAGE_SIZE,
        amountSumByField: field,
        sumGroupByField: groupField,
      };
      const grouped = await post(pageId, body);
      // Records without a currency have none to total under; the list leaves them out too.
      return grouped.rows.flatMap((r) =>
        typeof r.group === 'string' && typeof r.totalAmount === 'string'
          ? [{ currency: r.group, amount: r.totalAmount }]
          : [],
      );
    },
  };
}

export type HomeListCalls = ReturnType<typeof homeListCalls>;
