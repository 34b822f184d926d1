import { summaryCompany } from '../../../src/api/endpoints/session/summary-company';
import { financeOrderPage } from '../../../src/shared/page-declaration/pages/finance/finance-order';
import { contractInfoPage } from '../../../src/shared/page-declaration/pages/contract/info';
import { serverToday } from '../../finance-order/order-record';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { Params } from '../receivables/ar-sql';
import { recordSource } from '../pages/record-source';

/** Paid out and not yet repaid: what the company still owes (or, for a funder, is owed). */
export const OUTSTANDING_STATUSES = ['DISBURSED', 'OVERDUE', 'ARP_REQUESTED'] as const;

/**
 * POST summaryCompany: the company's overview, computed on each call from the very records its
 * lists show (docs/home.md), never from a table of its own:
 * - the finance orders the company is a party to, read through the finance-order list's own
 *   source (so `orderCount` is that list's total);
 * - `currency`: the currency most of those orders are in (ties alphabetical; USD with none);
 * - `financedAmount`: their financed amounts in that currency (only paid-out orders have one);
 * - `outstandingAmount`: of that, orders paid out and not yet repaid (OUTSTANDING_STATUSES);
 * - `availableLimit`: facility limits of the company's signed contracts in that currency that
 *   have not expired (expiry date today or later), less the outstanding amount, never below zero.
 * Amounts are exact two-decimal strings (numeric cast to text, never a float). The company role
 * the session acts as does not change them: the finance-order source is not sided.
 */
export function registerSummaryCompany(api: ApiMount): void {
  route(api, summaryCompany, async ({ db, user, lang }) => {
    const p = new Params();
    const orders = recordSource(financeOrderPage).sql(p, user.companyId);
    const contracts = recordSource(contractInfoPage).sql(p, user.companyId);
    const outstanding = p.add([...OUTSTANDING_STATUSES]);
    const today = p.add(serverToday());
    const company = p.add(user.companyId);
    const { rows } = await db.query<{
      name: string;
      name_en: string;
      currency: string;
      financed_amount: string;
      outstanding_amount: string;
      available_limit: string;
      order_count: number;
    }>(
      `WITH o AS (SELECT * FROM ${orders} s),
            main AS (
              SELECT COALESCE((SELECT currency FROM o WHERE currency IS NOT NULL
                               GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1),
                              'USD') AS currency),
            f AS (
              SELECT COALESCE(sum(o."financedAmount"), 0) AS financed,
                     COALESCE(sum(o."financedAmount")
                       FILTER (WHERE o.status = ANY(${outstanding}::text[])), 0) AS outstanding
              FROM o, main WHERE o.currency = main.currency),
            l AS (
              SELECT COALESCE(sum(k."facilityLimit"), 0) AS limits
              FROM ${contracts} k, main
              WHERE k.currency = main.currency AND k."signStatus" = 'SIGNED'
                AND k."expiryDate" >= ${today}::date)
       SELECT c.name, c.name_en, main.currency,
              f.financed::numeric(20, 2)::text AS financed_amount,
              f.outstanding::numeric(20, 2)::text AS outstanding_amount,
              GREATEST(l.limits - f.outstanding, 0)::numeric(20, 2)::text AS available_limit,
              (SELECT count(*)::int FROM o) AS order_count
       FROM companies c, main, f, l
       WHERE c.id = ${company}`,
      p.values,
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
