import { availableFinanceFunder } from '../../../src/api/endpoints/finance-order/available-finance-funder';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { offeredProduct, requireSupplier } from './picker-access';

/** POST availableFinanceFunder: the funder companies offering the product, by name. */
export function registerAvailableFinanceFunder(api: ApiMount): void {
  route(api, availableFinanceFunder, async ({ db, user, lang, body }) => {
    requireSupplier(user);
    const terms = await offeredProduct(db, body.financingProductId, lang);
    const { rows } = await db.query<{ id: string; code: string; name: string; name_en: string }>(
      `SELECT id, code, name, name_en FROM companies
       WHERE id = ANY($1::text[]) AND status = 'ACTIVE' ORDER BY name_en, id`,
      [terms.funderCompanyIds],
    );
    return rows.map((r) => ({
      companyId: r.id,
      companyCode: r.code,
      companyName: lang === 'zh-CN' ? r.name : r.name_en,
    }));
  });
}
