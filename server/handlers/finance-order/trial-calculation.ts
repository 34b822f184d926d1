import { trialCalculation } from '../../../src/api/endpoints/finance-order/trial-calculation';
import { baseRateTypeOf, termsWithPrice } from '../../../src/shared/finance-order/intention-rate';
import { computeTrial } from '../../../src/shared/finance-order/trial-calculation';
import type { Language } from '../../../src/shared/constants';
import type { Db } from '../../db/db';
import { baseRateFor } from '../../finance-order/base-rate';
import { eligibleReceivables } from '../../finance-order/eligible-receivables';
import { companyNamed } from '../../finance-order/order-application';
import { pricingIntention, refuseUnbindable } from '../../finance-order/order-intention';
import { fieldRefused } from '../../finance-order/order-refusals';
import type { StoredProductTerms } from '../../finance-order/product-terms-store';
import type { SessionUser } from '../../auth/authenticate';
import { trialReasonText } from '../../finance-order/order-trial-texts';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { offeredProduct, requireSupplier } from './picker-access';

/** The open amounts of the chosen receivables that are the caller's and eligible, by kind. */
async function chosenAmounts(
  db: Db,
  supplierCompanyId: string,
  refs: readonly { kind: 'PO' | 'INVOICE'; id: string }[],
): Promise<{ amounts: string[]; currencies: Set<string>; buyers: string[]; missing: string[] }> {
  const ids = { PO: new Set<string>(), INVOICE: new Set<string>() };
  for (const r of refs) ids[r.kind].add(r.id);
  const { rows: buyers } = await db.query<{ buyer: string | null }>(
    `SELECT DISTINCT r.data->>'buyerName' AS buyer FROM page_records r
     WHERE r.company_id = $1 AND r.page_id IN ('trading.purchase', 'trading.invoice')
       AND r.id = ANY($2::text[])`,
    [supplierCompanyId, refs.map((r) => r.id)],
  );
  const amounts: string[] = [];
  const currencies = new Set<string>();
  const found = new Set<string>();
  for (const { buyer } of buyers) {
    if (buyer === null) continue;
    for (const kind of ['PO', 'INVOICE'] as const) {
      if (ids[kind].size === 0) continue;
      const rows = await eligibleReceivables(db, {
        supplierCompanyId,
        buyerName: buyer,
        kind,
        ids: [...ids[kind]],
      });
      for (const r of rows) {
        found.add(`${kind}:${r.id}`);
        amounts.push(r.openAmount);
        currencies.add(r.currency);
      }
    }
  }
  const missing = refs.filter((r) => !found.has(`${r.kind}:${r.id}`)).map((r) => r.id);
  const named = buyers.flatMap((b) => (b.buyer === null ? [] : [b.buyer]));
  return { amounts, currencies, buyers: named, missing: [...new Set(missing)] };
}

/**
 * POST trialCalculation: the shared computeTrial on the server's own figures: the product's
 * terms, the open amounts of the chosen receivables (only the caller's eligible ones), today's
 * base rate for a FLOATING product, today as the value date. A refusal is a 400 on its field.
 * With an intention, its accepted price is the rate (after the checks a submission makes).
 */
export function registerTrialCalculation(api: ApiMount): void {
  route(api, trialCalculation, async ({ db, user, lang, body }) => {
    requireSupplier(user);
    const terms = await offeredProduct(db, body.financingProductId, lang);
    const chosen = await chosenAmounts(db, user.companyId, body.receivables);
    if (chosen.missing.length > 0) {
      const ids = chosen.missing.slice(0, 5).join(', ');
      throw fieldRefused('pickerReceivableNotEligible', 'receivables', { ids }, lang);
    }
    // The amounts the trial adds up are in the product's currency; another one is refused here.
    if ([...chosen.currencies].some((c) => c !== terms.currency)) {
      const refusal = { field: 'receivables', reason: 'currencyMismatch' } as const;
      throw fieldRefused(
        'orderTrialRefused',
        refusal.field,
        { reason: trialReasonText(refusal, lang) },
        lang,
      );
    }
    const { rows } = await db.query<{ today: string }>(`SELECT current_date::text AS today`);
    const today = rows[0]?.today ?? new Date().toISOString().slice(0, 10);
    const rated = await intentionTerms(
      db,
      user,
      terms,
      body.intentionId,
      chosen.buyers,
      today,
      lang,
    );
    const baseType = baseRateTypeOf(rated);
    const baseRate = baseType ? await baseRateFor(baseType, today) : null;
    const outcome = computeTrial({
      terms: rated,
      baseRate,
      receivableAmounts: chosen.amounts,
      requestedAmount: body.requestedAmount,
      valueDate: today,
      dueDate: body.dueDate,
    });
    if (!outcome.ok) {
      const { refusal } = outcome;
      throw fieldRefused(
        'orderTrialRefused',
        refusal.field,
        { reason: trialReasonText(refusal, lang) },
        lang,
      );
    }
    const { trial } = outcome;
    return { ...trial, fees: [...trial.fees], items: [...trial.items] };
  });
}

/**
 * The terms the trial computes with: the product's, or with `intentionId`'s accepted price when
 * the intention may price this selection (the caller's, accepted, valid, same product, currency
 * and buyer; a trial names no funder).
 */
async function intentionTerms(
  db: Db,
  user: SessionUser,
  terms: StoredProductTerms,
  intentionId: string | undefined,
  buyerNames: readonly string[],
  today: string,
  lang: Language,
) {
  if (intentionId === undefined) return terms;
  const intention = await pricingIntention(db, user.companyId, intentionId, lang, false);
  const order = {
    orderId: null,
    productId: terms.productId,
    currency: terms.currency,
    funderCompanyId: null,
    buyerCompanyId: null,
  };
  refuseUnbindable(intention, order, today, false, lang);
  for (const name of buyerNames) {
    const buyer = await companyNamed(db, name);
    refuseUnbindable(
      intention,
      { ...order, buyerCompanyId: buyer?.id ?? name },
      today,
      false,
      lang,
    );
  }
  return termsWithPrice(terms, intention.price);
}
