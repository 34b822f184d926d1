import { summaryCompany } from '../../../src/api/endpoints/session/summary-company';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST summaryCompany: the home page's headline figures of the user's company. Amounts are
 * decimal strings with two places, '.' as the separator and no grouping ("4326750.50"), exact
 * because numeric columns are cast to text and never pass through a float. The figures are
 * seeded per company (finance orders to sum come with a later issue) and do not depend on the
 * company role the session acts as. A company without figures answers zeros in USD.
 */
export function registerSummaryCompany(api: ApiMount): void {
  route(api, summaryCompany, async ({ db, user, lang }) => {
    const { rows } = await db.query<{
      name: string;
      name_en: string;
      currency: string;
      financed_amount: string;
      outstanding_amount: string;
      available_limit: string;
      order_count: number;
    }>(
      `SELECT c.name, c.name_en, COALESCE(f.currency, 'USD') AS currency,
              COALESCE(f.financed_amount, 0)::numeric(20, 2)::text AS financed_amount,
              COALESCE(f.outstanding_amount, 0)::numeric(20, 2)::text AS outstanding_amount,
              COALESCE(f.available_limit, 0)::numeric(20, 2)::text AS available_limit,
              COALESCE(f.order_count, 0) AS order_count
       FROM companies c LEFT JOIN company_figures f ON f.company_id = c.id
       WHERE c.id = $1`,
      [user.companyId],
    );
    const row = rows[0];
    if (!row) throw new Error(`company ${user.companyId} of user ${user.id} is missing`);
    return {
      companyName: lang === 'zh-CN' ? row.name : row.name_en,
      currency: row.currency,
      financedAmount: row.financed_amount,
      outstandingAmount: row.outstanding_amount,
      availableLimit: row.available_limit,
      orderCount: row.order_count,
    };
  });
}
