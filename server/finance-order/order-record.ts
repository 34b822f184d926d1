import type { z } from 'zod';
import type {
  fundingAccountSchema,
  fundingInfoSchema,
  interestRateDisplaySchema,
  orderAttachmentSchema,
  orderReceivableSchema,
  repaymentInfoSchema,
} from '../../src/api/endpoints/finance-order/order-schemas';
import type { FinanceOrderStatus } from '../../src/shared/finance-order/lifecycle';
import type { TrialResult } from '../../src/shared/finance-order/trial-types';

/** The page whose records finance orders are (under the supplier's company). */
export const FINANCE_ORDER_PAGE = 'finance.financeOrder';
/** The workflow business type of finance orders (server/workflow). */
export const FINANCE_ORDER_BUSINESS_TYPE = 'FINANCE_ORDER';

/**
 * A finance order as stored in `page_records.data`: the list's columns (financeNo…status, as the
 * page declaration names them) and, on orders made through the lifecycle (`lifecycle: true`),
 * the parties, product, receivables, binding trial, accounts, documents and payout. Seeded rows
 * carry the list's columns only.
 */
export interface OrderData {
  financeNo: string;
  productName: string;
  buyerName: string | null;
  funderName: string | null;
  currency: string;
  invoiceAmount: string | null;
  applyAmount: string | null;
  financedAmount: string | null;
  rate: number | null;
  tenorDays: number | null;
  applyDate: string;
  valueDate: string | null;
  maturityDate: string | null;
  status: FinanceOrderStatus;
  createdAt: string;

  lifecycle?: true;
  supplierCompanyId?: string;
  supplierName?: string;
  buyerCompanyId?: string | null;
  buyerCode?: string | null;
  baseRateType?: string | null;
  funderCompanyId?: string | null;
  productId?: string;
  receivables?: z.infer<typeof orderReceivableSchema>[];
  requestedAmount?: string | null;
  trial?: TrialResult | null;
  rateDisplay?: z.infer<typeof interestRateDisplaySchema>;
  dueDate?: string | null;
  fundingAccount?: z.infer<typeof fundingAccountSchema> | null;
  attachments?: z.infer<typeof orderAttachmentSchema>[];
  remark?: string | null;
  /** The financing intention whose accepted price the order was computed with. */
  intentionId?: string | null;
  fundingInfo?: z.infer<typeof fundingInfoSchema> | null;
  repaymentInfo?: Omit<z.infer<typeof repaymentInfoSchema>, 'overdue' | 'overdueDays'> | null;
  updatedAt?: string;
}

/** A stored order with its key. */
export interface StoredOrder {
  id: string;
  /** The supplier's company: the record's owner. */
  companyId: string;
  data: OrderData;
}

/** Today by the server's clock, `YYYY-MM-DD` (UTC, as every other server date). */
export const serverToday = (): string => new Date().toISOString().slice(0, 10);
