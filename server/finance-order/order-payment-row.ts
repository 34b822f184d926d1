import { PAID_OUT } from '../../src/shared/finance-order/lifecycle';
import { FINANCE_ORDER_PAGE } from './order-record';

/** The payment list whose rows the funder's payouts of lifecycle orders are too. */
export const PAYMENT_FINANCING_PAGE = 'payment.financing';

/**
 * A paid-out lifecycle order read as a row of /payment/financing (docs/finance-orders.md): the
 * payout is stored once, on the order (`fundingInfo`), and the payment list reads it from there.
 * Text SQL over the order's record `r`, by the payment list's column key; the caller casts them.
 * The fee column is what the supplier did not receive: the financed amount less the net amount
 * paid (interest and fees are taken upfront). The row id is the order's, prefixed so it never
 * meets a seeded payment's.
 */
export const PAID_OUT_ORDER_FIELDS: Readonly<Record<string, string>> = {
  id: `'PFN-' || r.id`,
  paymentNo: `r.data->'fundingInfo'->>'reference'`,
  financeNo: `r.data->>'financeNo'`,
  financeOrderId: 'r.id',
  funderName: `r.data->>'funderName'`,
  bankName: `COALESCE(r.data->'fundingAccount'->>'bankNameEn', r.data->'fundingAccount'->>'bankName')`,
  accountNo: `r.data->'fundingAccount'->>'bankAccount'`,
  currency: `r.data->>'currency'`,
  financedAmount: `r.data->'fundingInfo'->>'financedAmount'`,
  feeAmount: `((r.data->'fundingInfo'->>'financedAmount')::numeric
               - (r.data->'fundingInfo'->>'paidAmount')::numeric)::text`,
  amount: `r.data->'fundingInfo'->>'paidAmount'`,
  paymentDate: `r.data->'fundingInfo'->>'valueDate'`,
  // The funder records the payout when it has made it.
  status: `'PAID'`,
};

/**
 * Where the paid-out orders the company may see as payments are: it is their supplier (the
 * record's holder) or their funder. A buyer is no party to the payout. Seeded orders name no
 * parties and have their own seeded payments, so only lifecycle orders count. `company` and the
 * statuses are bound parameters; the page id is a constant.
 */
export function paidOutOrdersWhere(company: string, statuses: string): string {
  return `r.page_id = '${FINANCE_ORDER_PAGE}' AND r.data->>'lifecycle' = 'true'
    AND r.data ? 'fundingInfo' AND r.data->>'status' = ANY(${statuses}::text[])
    AND (r.company_id = ${company} OR r.data->>'funderCompanyId' = ${company})`;
}

export const PAID_OUT_STATUSES: readonly string[] = [...PAID_OUT];
