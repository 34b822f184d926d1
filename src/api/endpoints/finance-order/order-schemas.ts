import { z } from 'zod';
import {
  FINANCE_ORDER_ACTIONS,
  FINANCE_ORDER_STATUSES,
} from '../../../shared/finance-order/lifecycle';
import { calendarDate } from '../../../shared/validation/input/dates';
import { freeText, identifier, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { intentionId } from '../org-info/intention-schemas';

/** Base of the spec's finance order calls (spec 001 §7). */
export const FINANCE_ORDER_BASE = '/api/{product}-financial-transaction/financeOrder/client';

/** Spec 001 §5 and §9: a remark and an approval comment hold at most 500 characters. */
export const REMARK_MAX = 500;
/** One order finances at most this many purchase orders and invoices. */
export const RECEIVABLES_MAX = 200;
/** Spec 001 §5: at most 20 documents. */
export const ATTACHMENTS_MAX = 20;
/** Fields one recognised document may carry (an invoice has six). */
const EXTRACT_FIELDS_MAX = 30;
/** Orders one batch rights confirmation may name. */
export const BATCH_MAX = 100;

/** An order's id (the page record id, `FO…`). */
export const orderId = identifier(64).min(1);

/**
 * Money as the client sends it: a non-negative decimal string of at most 15 whole digits and 2
 * decimals (a JPY amount has none; the trial refuses decimals the currency does not have).
 */
export const moneyInput = z
  .string()
  .max(19)
  .regex(/^\d{1,15}(\.\d{1,2})?$/, { message: 'a decimal amount, at most 2 decimals' });

export const receivableKind = z.enum(['PO', 'INVOICE']);

export const receivableRef = z.object({ kind: receivableKind, id: identifier(64).min(1) });

/** What a document's recognition found, as the user confirmed it (field → value). */
export const extractDataInput = z
  .record(identifier(64), freeText(TEXT_LIMITS.name).nullable())
  .refine((v) => Object.keys(v).length <= EXTRACT_FIELDS_MAX, {
    message: `at most ${EXTRACT_FIELDS_MAX} fields`,
  });

export const attachmentInput = z.object({
  objectKey: identifier(200).min(1),
  fileName: freeText(TEXT_LIMITS.name).min(1),
  schemaCode: identifier(64).optional(),
  /** The recognised fields the user confirmed (spec 001 §7 `extractData`). */
  extractData: extractDataInput.optional(),
});
export type AttachmentInput = z.infer<typeof attachmentInput>;

/**
 * The whole application (createOrder, editOrder). A draft may leave anything but the product
 * empty; a submission must name everything (the server refuses the missing field by name).
 * Figures (trial, amounts of the receivables, net amount) are never read from the client: the
 * server computes them, and unknown keys are dropped by the schema.
 */
export const applicationInput = z.object({
  financingProductId: identifier(64).min(1),
  funderCompanyId: identifier(64).min(1).optional(),
  buyerCode: identifier(64).optional(),
  buyerName: freeText(TEXT_LIMITS.name).min(1).optional(),
  receivables: z.array(receivableRef).max(RECEIVABLES_MAX).default([]),
  /** Null or absent asks for the most the product's advance rate allows. */
  requestedAmount: moneyInput.nullable().optional(),
  dueDate: calendarDate.optional(),
  /** An account of the supplier's company in the order's currency (accountByCurrencyList). */
  fundingAccountId: identifier(64).min(1).optional(),
  attachments: z.array(attachmentInput).max(ATTACHMENTS_MAX).default([]),
  remark: freeText(REMARK_MAX).optional(),
  /**
   * An accepted financing intention (`FI…`) whose price the order takes instead of the product's
   * rate (docs/financing-intentions.md); submitting binds it to this order.
   */
  intentionId: intentionId.optional(),
  /** false saves a draft; true submits it for the funder's approval. */
  submit: z.boolean(),
});
export type ApplicationInput = z.input<typeof applicationInput>;

export const financeOrderStatus = z.enum(FINANCE_ORDER_STATUSES);
export const financeOrderAction = z.enum(FINANCE_ORDER_ACTIONS);

/** The trial's figures as the server computed them (src/shared/finance-order/trial-types.ts). */
export const trialResultSchema = z.object({
  currency: z.string(),
  receivablesAmount: z.string(),
  maxFinancingAmount: z.string(),
  financingAmount: z.string(),
  interestRate: z.string(),
  tenorDays: z.number().int(),
  interest: z.string(),
  fees: z.array(z.object({ type: z.string(), amount: z.string() })).readonly(),
  feesTotal: z.string(),
  netAmount: z.string(),
  dueDate: z.string(),
  items: z.array(z.object({ key: z.string(), value: z.string() })).readonly(),
});

/** How the order's rate is shown (spec 001 §3): FIXED, or FLOATING base ± spread. */
export const interestRateDisplaySchema = z.object({
  rateType: z.enum(['FIXED', 'FLOATING']),
  fixedRate: z.string().nullable(),
  baseRateType: z.string().nullable(),
  direction: z.enum(['UP', 'DOWN']).nullable(),
  spread: z.string().nullable(),
  /** The base rate the binding trial used, percent a year (FLOATING). */
  baseRate: z.string().nullable(),
});

export const orderReceivableSchema = z.object({
  kind: receivableKind,
  id: z.string(),
  number: z.string(),
  amount: z.string(),
  currency: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
});

/** The supplier's receiving account as it was when chosen (a later edit of it changes no order). */
export const fundingAccountSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  bankNameEn: z.string().nullable(),
  bankAccount: z.string(),
  bankCode: z.string().nullable(),
  currency: z.string(),
});

export const orderAttachmentSchema = z.object({
  objectKey: z.string(),
  fileName: z.string(),
  schemaCode: z.string().nullable(),
  extractData: z.record(z.string(), z.string().nullable()).nullable(),
});

/** fundingInfo/{id}: the payout (null until the funder disburses). */
export const fundingInfoSchema = z.object({
  reference: z.string(),
  financedAmount: z.string(),
  /** What reached the supplier: the trial's net amount. */
  paidAmount: z.string(),
  currency: z.string(),
  valueDate: z.string(),
  maturityDate: z.string(),
  disbursedBy: z.string(),
  disbursedAt: z.string(),
});

/** repaymentInfo?id: what is due and, once recorded, the repayment. */
export const repaymentInfoSchema = z.object({
  currency: z.string(),
  /** The financed amount due at maturity (interest was taken upfront). */
  dueAmount: z.string(),
  maturityDate: z.string().nullable(),
  overdue: z.boolean(),
  overdueDays: z.number().int(),
  repaidAmount: z.string().nullable(),
  repaymentDate: z.string().nullable(),
  reference: z.string().nullable(),
  recordedBy: z.string().nullable(),
});

export const timelineEventSchema = z.object({
  seq: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  byUserName: z.string(),
  companyId: z.string(),
  /** ISO 8601 instant of the server's clock. */
  at: z.string(),
  comment: z.string().nullable(),
});

/** The whole order as detail answers it (and detailForEdit, with the same shape). */
export const financeOrderSchema = z.object({
  id: z.string(),
  financeNo: z.string(),
  status: financeOrderStatus,
  supplierCompanyId: z.string(),
  supplierName: z.string(),
  buyer: z.object({
    buyerName: z.string().nullable(),
    buyerCode: z.string().nullable(),
    buyerCompanyId: z.string().nullable(),
    baseRateType: z.string().nullable(),
  }),
  funderCompanyId: z.string().nullable(),
  funderName: z.string().nullable(),
  financingProductId: z.string(),
  productName: z.string(),
  currency: z.string(),
  receivables: z.array(orderReceivableSchema),
  requestedAmount: z.string().nullable(),
  /** Null for a draft whose selection gives no trial yet. */
  trial: trialResultSchema.nullable(),
  /** The rate: the product's, or the accepted price of `intentionId`. */
  interestRate: interestRateDisplaySchema,
  /** The financing intention whose accepted price the order is computed with, or null. */
  intentionId: z.string().nullable(),
  applyDate: z.string(),
  dueDate: z.string().nullable(),
  valueDate: z.string().nullable(),
  maturityDate: z.string().nullable(),
  financedAmount: z.string().nullable(),
  fundingAccount: fundingAccountSchema.nullable(),
  attachments: z.array(orderAttachmentSchema),
  remark: z.string().nullable(),
  fundingInfo: fundingInfoSchema.nullable(),
  repaymentInfo: repaymentInfoSchema.nullable(),
  timeline: z.array(timelineEventSchema),
  /** The steps the caller's company role may take now (lifecycle.ts allowedActions). */
  allowedActions: z.array(financeOrderAction),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FinanceOrder = z.infer<typeof financeOrderSchema>;

/** Every command's answer: the order's id, number and status after the step. */
export const orderStepResult = z.object({
  id: z.string(),
  financeNo: z.string(),
  status: financeOrderStatus,
});
export type OrderStepResult = z.infer<typeof orderStepResult>;

/** `?id=` of the spec's calls. */
export const idQuery = z.object({ id: orderId });
/** `/{id}` of the spec's calls. */
export const idParams = z.object({ id: orderId });
