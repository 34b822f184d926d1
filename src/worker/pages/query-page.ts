import type { HttpClient } from '../../api/http/client';
import { normalizePage } from '../../api/contract/paged';
import type { ListState } from '../../shared/page-declaration/list-state';
import { pagedRequestBody } from '../../shared/page-declaration/paged-request';
import type { ColumnSum, PageQueryResult } from '../../shared/page-declaration/page-result';
import { sumRequests, type SumRequest } from '../../shared/page-declaration/table-columns';
import { resolvePage } from './resolve-page';

/** Option lists of the paged contract use page 1 and size 20 000 (spec 000 §7). */
export const OPTION_PAGE_SIZE = 20_000;

type Post = (body: Record<string, unknown>) => Promise<unknown>;

/**
 * One search-list query: the page of rows and the summary row's sums, asked in parallel through
 * the spec's paged contract (`amountSumByField` → rows[0].totalAmount; per currency, one grouped
 * request: `sumGroupByField` → a row per currency). Only the page and the sums go back to the UI.
 */
export async function queryPage(
  http: HttpClient,
  pageId: string,
  state: ListState,
  isEqual: string | null,
): Promise<PageQueryResult> {
  const { declaration, endpoint, callMark } = resolvePage(pageId);
  const post: Post = (body) =>
    http.call(endpoint, { body: { ...body, ...callMark } } as never, { silent: true });
  const body = pagedRequestBody(state, isEqual);
  const [page, sums] = await Promise.all([
    post(body).then((raw) => normalizePage<Record<string, unknown>>(raw)),
    Promise.all(sumRequests(declaration).map((s) => columnSums(post, body, s))),
  ]);
  return { ...page, sums: sums.flat() };
}

async function columnSums(
  post: Post,
  body: Record<string, unknown>,
  request: SumRequest,
): Promise<ColumnSum[]> {
  const filterOnly = { ...body, pageNum: 1, orderByField: undefined, isDesc: undefined };
  const sumOf = async (extra: Record<string, unknown>) => {
    const raw = await post({
      ...filterOnly,
      pageSize: 1,
      ...extra,
      amountSumByField: request.field,
    });
    const row = normalizePage<{ totalAmount?: unknown }>(raw).rows[0];
    return typeof row?.totalAmount === 'string' ? row.totalAmount : '0.00';
  };
  if (!request.currencyField) {
    return [{ field: request.field, currency: null, total: await sumOf({}) }];
  }
  // Every currency's sum in one request (docs/api-conventions.md), not one request per currency.
  const grouped = normalizePage<{ group?: unknown; totalAmount?: unknown }>(
    await post({
      ...filterOnly,
      pageSize: OPTION_PAGE_SIZE,
      amountSumByField: request.field,
      sumGroupByField: request.currencyField,
    }),
  );
  // Records without a currency have no currency to total under; they are left out, as before.
  return grouped.rows.flatMap((r) =>
    typeof r.group === 'string'
      ? [
          {
            field: request.field,
            currency: r.group,
            total: typeof r.totalAmount === 'string' ? r.totalAmount : '0.00',
          },
        ]
      : [],
  );
}
