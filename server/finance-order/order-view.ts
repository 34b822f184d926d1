import type { SessionUser } from '../auth/authenticate';
import type { FinanceOrder } from '../../src/api/endpoints/finance-order/order-schemas';
import { allowedActions } from '../../src/shared/finance-order/lifecycle';
import { daysBetween } from '../../src/shared/finance-order/trial-calculation';
import type { Db } from '../db/db';
import { orderTimeline } from './order-events';
import { actorOf, partyOf } from './order-party';
import type { StoredOrder } from './order-record';

/** repaymentInfo: what is due at maturity, whether it is late, and the repayment once recorded. */
export function repaymentView(order: StoredOrder, today: string): FinanceOrder['repaymentInfo'] {
  const d = order.data;
  if (d.financedAmount === null) return null;
  const late = d.status === 'OVERDUE' && d.maturityDate !== null;
  return {
    currency: d.currency,
    dueAmount: d.financedAmount,
    maturityDate: d.maturityDate,
    overdue: late,
    overdueDays: late && d.maturityDate ? Math.max(0, daysBetween(d.maturityDate, today)) : 0,
    repaidAmount: d.repaymentInfo?.repaidAmount ?? null,
    repaymentDate: d.repaymentInfo?.repaymentDate ?? null,
    reference: d.repaymentInfo?.reference ?? null,
    recordedBy: d.repaymentInfo?.recordedBy ?? null,
  };
}

/** The whole order as detail answers it to `user`, whose allowed steps it lists. */
export async function orderView(
  db: Db,
  order: StoredOrder,
  user: SessionUser,
  today: string,
): Promise<FinanceOrder> {
  const d = order.data;
  const actor = actorOf(user);
  const mine = actor !== null && partyOf(order, actor) === user.companyId;
  return {
    id: order.id,
    financeNo: d.financeNo,
    status: d.status,
    supplierCompanyId: d.supplierCompanyId ?? order.companyId,
    supplierName: d.supplierName ?? '',
    buyer: {
      buyerName: d.buyerName,
      buyerCode: d.buyerCode ?? null,
      buyerCompanyId: d.buyerCompanyId ?? null,
      baseRateType: d.baseRateType ?? null,
    },
    funderCompanyId: d.funderCompanyId ?? null,
    funderName: d.funderName,
    financingProductId: d.productId ?? '',
    productName: d.productName,
    currency: d.currency,
    receivables: d.receivables ?? [],
    requestedAmount: d.requestedAmount ?? null,
    trial: d.trial ? { ...d.trial, fees: [...d.trial.fees], items: [...d.trial.items] } : null,
    interestRate: d.rateDisplay ?? {
      rateType: 'FIXED',
      fixedRate: d.rate === null ? null : String(d.rate),
      baseRateType: null,
      direction: null,
      spread: null,
      baseRate: null,
    },
    intentionId: d.intentionId ?? null,
    applyDate: d.applyDate,
    dueDate: d.dueDate ?? d.maturityDate,
    valueDate: d.valueDate,
    maturityDate: d.maturityDate,
    financedAmount: d.financedAmount,
    fundingAccount: d.fundingAccount ?? null,
    attachments: d.attachments ?? [],
    remark: d.remark ?? null,
    fundingInfo: d.fundingInfo ?? null,
    repaymentInfo: repaymentView(order, today),
    timeline: await orderTimeline(db, order.id),
    allowedActions: mine ? allowedActions(actor, d.status) : [],
    createdAt: d.createdAt,
    updatedAt: d.updatedAt ?? d.createdAt,
  };
}
