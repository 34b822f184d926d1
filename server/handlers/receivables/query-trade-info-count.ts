import { queryTradeInfoCount } from '../../../src/api/endpoints/receivables/query-trade-info-count';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { arWhere, Params } from './ar-sql';

/** POST queryTradeInfoCount: counts of receivables by status, buyers, payments and dilutions. */
export function registerQueryTradeInfoCount(api: ApiMount): void {
  route(api, queryTradeInfoCount, async ({ db, user, body }) => {
    const p = new Params();
    const where = arWhere(p, user.companyId, body, 'r', 'issue_date');
    const { rows } = await db.query<{
      receivableCount: number;
      buyerCount: number;
      openCount: number;
      partiallyPaidCount: number;
      overdueCount: number;
      paidCount: number;
      financedCount: number;
      paymentCount: number;
      dilutionCount: number;
    }>(
      `SELECT count(*)::int AS "receivableCount",
              count(DISTINCT r.buyer_code)::int AS "buyerCount",
              count(*) FILTER (WHERE r.status = 'OPEN')::int AS "openCount",
              count(*) FILTER (WHERE r.status = 'PARTIALLY_PAID')::int AS "partiallyPaidCount",
              count(*) FILTER (WHERE r.status = 'OVERDUE')::int AS "overdueCount",
              count(*) FILTER (WHERE r.status = 'PAID')::int AS "paidCount",
              count(*) FILTER (WHERE r.financed)::int AS "financedCount",
              (SELECT count(*) FROM ar_payments x JOIN receivables r ON r.id = x.receivable_id
               WHERE ${where})::int AS "paymentCount",
              (SELECT count(*) FROM ar_dilutions x JOIN receivables r ON r.id = x.receivable_id
               WHERE ${where})::int AS "dilutionCount"
       FROM receivables r WHERE ${where}`,
      p.values,
    );
    return rows[0] ?? zeroCounts();
  });
}

function zeroCounts() {
  return {
    receivableCount: 0,
    buyerCount: 0,
    openCount: 0,
    partiallyPaidCount: 0,
    overdueCount: 0,
    paidCount: 0,
    financedCount: 0,
    paymentCount: 0,
    dilutionCount: 0,
  };
}
