import type { HttpClient } from '../../api/http/client';
import { normalizePage } from '../../api/contract/paged';
import { resolvePage } from './resolve-page';

/**
 * One record of a declared page by its row key, through the page's own list endpoint (the key
 * is a text column, so `{rowKey}: id` is an equality filter). Null when the company has none.
 */
export async function queryRecord(
  http: HttpClient,
  pageId: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  const { declaration, endpoint } = resolvePage(pageId);
  const body = { pageNum: 1, pageSize: 1, [declaration.rowKey]: id };
  const raw = await http.call(endpoint, { body } as never, { silent: true });
  return normalizePage<Record<string, unknown>>(raw).rows[0] ?? null;
}
