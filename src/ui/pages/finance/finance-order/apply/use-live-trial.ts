import { useMemo } from 'react';
import { baseRateTypeOf, termsWithPrice } from '../../../../../shared/finance-order/intention-rate';
import {
  computeTrial,
  type TrialOutcome,
} from '../../../../../shared/finance-order/trial-calculation';
import type { ProductTerms } from '../../../../../shared/finance-order/trial-types';
import { useCore } from '../../../../core/use-core';
import type { ApplicationDraft } from './application-draft';
import { useLoaded } from './use-loaded';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The live trial: the shared computeTrial (the same function the server binds the order with)
 * over the product's terms, the base rate of the feed and the selection, recomputed as they
 * change. Null until there is something to compute. With an accepted intention, its price is
 * the rate (termsWithPrice, as the server binds it).
 */
export function useLiveTrial(draft: ApplicationDraft): TrialOutcome | null {
  const core = useCore();
  const rateOf = draft.intention?.rate ?? draft.product?.interestRate ?? null;
  const baseType = rateOf ? baseRateTypeOf(rateOf) : null;
  const base = useLoaded(baseType, () => core.financeOrders.baseRate(baseType ?? ''));
  const baseRate = base.status === 'done' ? base.value : null;
  return useMemo(() => {
    const product = draft.product;
    if (!product || draft.receivables.length === 0 || !draft.dueDate) return null;
    const rate = product.interestRate;
    const terms: ProductTerms = {
      productCode: product.code,
      currency: product.currency,
      advanceRate: product.advanceRate,
      rateType: rate.rateType,
      fixedRate: rate.fixedRate,
      baseRateType: rate.baseRateType,
      direction: rate.direction,
      spread: rate.spread,
      dayBase: product.dayBase,
      minTenorDays: product.minTenorDays,
      maxTenorDays: product.maxTenorDays,
      fees: product.fees,
    };
    return computeTrial({
      terms: draft.intention ? termsWithPrice(terms, draft.intention.rate) : terms,
      baseRate,
      receivableAmounts: draft.receivables.map((r) => r.openAmount),
      requestedAmount: draft.requestedAmount === '' ? null : draft.requestedAmount,
      valueDate: today(),
      dueDate: draft.dueDate,
    });
  }, [
    draft.product,
    draft.intention,
    draft.receivables,
    draft.dueDate,
    draft.requestedAmount,
    baseRate,
  ]);
}
