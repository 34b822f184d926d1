import { useMemo } from 'react';
import {
  computeTrial,
  type TrialOutcome,
} from '../../../../../shared/finance-order/trial-calculation';
import { useCore } from '../../../../core/use-core';
import type { ApplicationDraft } from './application-draft';
import { useLoaded } from './use-loaded';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The live trial: the shared computeTrial (the same function the server binds the order with)
 * over the product's terms, the base rate of the feed and the selection, recomputed as they
 * change. Null until there is something to compute.
 */
export function useLiveTrial(draft: ApplicationDraft): TrialOutcome | null {
  const core = useCore();
  const baseType =
    draft.product?.interestRate.rateType === 'FLOATING'
      ? (draft.product.interestRate.baseRateType ?? null)
      : null;
  const base = useLoaded(baseType, () => core.financeOrders.baseRate(baseType ?? ''));
  const baseRate = base.status === 'done' ? base.value : null;
  return useMemo(() => {
    const product = draft.product;
    if (!product || draft.receivables.length === 0 || !draft.dueDate) return null;
    const rate = product.interestRate;
    return computeTrial({
      terms: {
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
      },
      baseRate,
      receivableAmounts: draft.receivables.map((r) => r.openAmount),
      requestedAmount: draft.requestedAmount === '' ? null : draft.requestedAmount,
      valueDate: today(),
      dueDate: draft.dueDate,
    });
  }, [draft.product, draft.receivables, draft.dueDate, draft.requestedAmount, baseRate]);
}
