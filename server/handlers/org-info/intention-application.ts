import { intentionApplication } from '../../../src/api/endpoints/org-info/intention-application';
import { utcDay } from '../../../src/shared/org-info/intention-lifecycle';
import { CURRENCY_RATE_BASIS } from '../../finance-order/currency-rate-basis';
import { readProductTerms } from '../../finance-order/product-terms-store';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { unknownIntention } from '../../org-info/intention-refusals';
import { intentionForStep } from '../../org-info/intention-step';

/**
 * The pre-fill of a finance-order application from an accepted intention: the caller's own (a
 * supplier's), accepted, its price still valid (`apply` of intention-lifecycle.ts).
 */
export function registerIntentionApplication(api: ApiMount): void {
  route(api, intentionApplication, async ({ db, user, query, lang }) => {
    const today = utcDay();
    const stored = await intentionForStep(db, user, query.id, 'apply', today, lang);
    const view = stored.view(today);
    // The application's buyer picker names the buyer by its registered (local) name.
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM companies WHERE code = $1',
      [view.buyerCode],
    );
    const buyerName = rows[0]?.name;
    if (!view.price || !view.funderCompanyId || !view.funderName || buyerName === undefined) {
      throw unknownIntention(query.id, lang);
    }
    const terms = await readProductTerms(db, view.productId);
    return {
      intentionId: view.id,
      productId: view.productId,
      currency: view.currency,
      funderCompanyId: view.funderCompanyId,
      funderName: view.funderName,
      buyerName,
      buyerCode: view.buyerCode,
      baseRateType: terms?.baseRateType ?? CURRENCY_RATE_BASIS[view.currency]?.baseRateType ?? null,
      amount: view.amount,
      tenorDays: view.tenorDays,
      price: view.price,
    };
  });
}
