import {
  availableBuye,
  BUYER_OPTIONS_MAX,
} from '../../../src/api/endpoints/finance-order/available-buye';
import { CURRENCY_RATE_BASIS } from '../../finance-order/currency-rate-basis';
import { buyersWithEligible } from '../../finance-order/eligible-receivables';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { offeredProduct, requireSupplier } from './picker-access';

/** Buyers looked at per request: a supplier with thousands of buyers narrows by name. */
const CANDIDATES_MAX = 200;

/**
 * POST availableBuye: the platform companies the supplier's purchase orders and invoices name as
 * buyer, whose name contains `buyerName`, that owe it something it may finance in the product's
 * currency. buyerName is spelled as the records spell it (the company's name), buyerCode is the
 * company's code.
 */
export function registerAvailableBuye(api: ApiMount): void {
  route(api, availableBuye, async ({ db, user, lang, body }) => {
    requireSupplier(user);
    const terms = await offeredProduct(db, body.financingProductId, lang);
    const search = (body.buyerName ?? '').trim();
    const { rows } = await db.query<{ name: string; code: string }>(
      `SELECT c.name, c.code FROM companies c
       WHERE c.id <> $1 AND c.status = 'ACTIVE'
         AND ($2 = '' OR strpos(lower(c.name), lower($2)) > 0 OR strpos(lower(c.name_en), lower($2)) > 0)
         AND EXISTS (SELECT 1 FROM page_records r
                     WHERE r.page_id IN ('trading.purchase', 'trading.invoice')
                       AND r.company_id = $1 AND r.data->>'buyerName' = c.name)
       ORDER BY c.name LIMIT ${CANDIDATES_MAX}`,
      [user.companyId, search],
    );
    const owing = await buyersWithEligible(
      db,
      user.companyId,
      rows.map((r) => r.name),
      terms.currency,
    );
    const baseRateType =
      terms.baseRateType ?? CURRENCY_RATE_BASIS[terms.currency]?.baseRateType ?? null;
    return rows
      .filter((r) => owing.has(r.name))
      .slice(0, BUYER_OPTIONS_MAX)
      .map((r) => ({ buyerName: r.name, buyerCode: r.code, baseRateType }));
  });
}
