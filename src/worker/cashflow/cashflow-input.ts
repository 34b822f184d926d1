/**
 * The forecast's input as the worker accepts it: whatever the page sends is checked here, and a
 * selection larger than any page offers is refused instead of growing memory with the claim.
 */
import { z } from 'zod';
import {
  CASHFLOW_MAX_DELAY_DAYS,
  CASHFLOW_MAX_FINANCE_NOW,
  type CashflowDrill,
  type CashflowInput,
} from '../../shared/dashboard/cashflow';

const inputSchema = z.object({
  grain: z.enum(['week', 'month']),
  whatIf: z
    .object({
      buyerDelay: z
        .object({
          buyerCode: z.string().max(64),
          days: z.number().int().min(-CASHFLOW_MAX_DELAY_DAYS).max(CASHFLOW_MAX_DELAY_DAYS),
        })
        .nullable()
        .optional(),
      financeNow: z.array(z.number().int().nonnegative()).max(CASHFLOW_MAX_FINANCE_NOW).optional(),
    })
    .optional(),
});

const drillSchema = z.object({
  currency: z.string().max(8),
  bucket: z.number().int().min(0).max(52),
  kind: z.enum(['collections', 'repayments', 'overdue']),
});

export const cashflowInput = (value: unknown): CashflowInput => inputSchema.parse(value);
export const cashflowDrill = (value: unknown): CashflowDrill => drillSchema.parse(value);
