import { z } from 'zod';
import { pageNumber } from '../../../shared/validation/input/numbers';
import { freeText, identifier, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { DEFAULT_PAGE, pageSchema } from '../../contract/paged';
import { interestRateDisplaySchema } from './order-schemas';

/** A currency code: three capital letters. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, { message: 'a currency code' });

/** A financing product's id (`P001`). */
export const financingProductId = identifier(64).min(1);

/** The picker tables show pages of 5 to 100 rows (spec 001 §2 compose table). */
export const PICKER_PAGE_SIZE_MAX = 100;
const PICKER_PAGE_SIZE_DEFAULT = 5;

/** Shared by the receivable pickers: a page of one buyer's eligible rows in one currency. */
export const receivablePickerInput = z.object({
  buyerName: freeText(TEXT_LIMITS.name).min(1),
  currency: currencyCode,
  /** Part of the PO or invoice number, case-insensitive. */
  number: identifier(64).optional(),
  pageNum: pageNumber.default(DEFAULT_PAGE),
  pageSize: z.number().int().min(1).max(PICKER_PAGE_SIZE_MAX).default(PICKER_PAGE_SIZE_DEFAULT),
});

/** A receivable the supplier may finance (server/finance-order/eligible-receivables.ts). */
export const eligibleReceivableSchema = z.object({
  kind: z.enum(['PO', 'INVOICE']),
  id: z.string(),
  number: z.string(),
  currency: z.string(),
  amount: z.string(),
  openAmount: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  buyerName: z.string(),
});
export type EligibleReceivableRow = z.infer<typeof eligibleReceivableSchema>;

export const eligiblePage = pageSchema(eligibleReceivableSchema);

export const productFeeSchema = z.object({
  type: z.string(),
  kind: z.enum(['RATE', 'FLAT']),
  value: z.string(),
});

/** A financing product with the terms the trial needs and how its rate reads. */
export const productOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** In the caller's language (x-language). */
  name: z.string(),
  productType: z.string(),
  currency: z.string(),
  advanceRate: z.string(),
  dayBase: z.union([z.literal(360), z.literal(365)]),
  minTenorDays: z.number().int(),
  maxTenorDays: z.number().int(),
  fees: z.array(productFeeSchema),
  /** The base rate is the latest the reference-rate feed published (null for FIXED). */
  interestRate: interestRateDisplaySchema,
});
export type ProductOption = z.infer<typeof productOptionSchema>;
