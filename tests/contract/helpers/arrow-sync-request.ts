import { resolvePath } from '../../../src/api/contract/endpoint';
import {
  SYNC_ARROW_MEDIA_TYPE,
  syncTable,
} from '../../../src/api/endpoints/receivables/sync-table';
import { APP_ID, PRODUCT } from './api';

/** Where a table's sync is asked, on the server at `baseUrl`. */
export const arrowSyncUrl = (baseUrl: string, table: string): URL =>
  new URL(resolvePath(syncTable.path, PRODUCT, { table }), baseUrl);

/**
 * The headers of a sync call as the worker sends them (Arrow, gzip taken), or with another
 * `accept` or `accept-encoding`.
 */
export function arrowSyncHeaders(
  token: string,
  { accept = SYNC_ARROW_MEDIA_TYPE, acceptEncoding = 'gzip' } = {},
): Record<string, string> {
  return {
    appId: APP_ID,
    token,
    'x-language': 'en-US',
    accept,
    'accept-encoding': acceptEncoding,
    'content-type': 'application/json',
  };
}
