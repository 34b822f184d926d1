import { companyBusinessType } from '../../../src/api/endpoints/session/company-business-type';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** GET business type: the pool mode of the user's company, '' when it has none. */
export function registerCompanyBusinessType(api: ApiMount): void {
  route(api, companyBusinessType, async ({ db, user, server }) => {
    const { rows } = await db.query<{ pool_mode: string }>(
      'SELECT pool_mode FROM companies WHERE id = $1',
      [user.companyId],
    );
    return poolModeAnswer(rows[0]?.pool_mode ?? '', server.productCode);
  });
}

/** Stored symbolically; the product pool is spelt with the configured product code. */
export function poolModeAnswer(stored: string, productCode: string): string {
  if (stored === 'DBS') return 'DBS_POOL_FACTORING';
  if (stored === 'PRODUCT') return `${productCode.toUpperCase()}_POOL_FACTORING`;
  return '';
}
