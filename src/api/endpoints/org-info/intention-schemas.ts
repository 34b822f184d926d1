import { z } from 'zod';
import { REFERENCE_RATE_TYPES } from '../../../shared/finance-order/reference-rate';
import {
  INTENTION_STATES,
  type IntentionDisplayState,
} from '../../../shared/org-info/intention-lifecycle';
import { TENOR_DAYS } from '../../../shared/org-info/intention-rules';
import { calendarDate } from '../../../shared/validation/input/dates';
import { identifier } from '../../../shared/validation/input/text';

/** The /api routes of financing intentions (ours: spec 000 names the page, not its calls). */
export const INTENTION_BASE = '/api/{product}-company/clientend/intention';

/** An intention's id (`FI000001`). */
export const intentionId = identifier(32).regex(/^FI\d{6,12}$/, { message: 'an intention id' });

/**
 * Money as typed: a plain decimal of at most 40 characters. Its currency's decimals and bounds are
 * the shared rules' (intention-rules.ts), checked by the handler so the field gets their words.
 */
export const amountText = z
  .string()
  .max(40)
  .regex(/^-?\d+(\.\d+)?$/, { message: 'a decimal' });

/** A rate or spread in percent a year, as typed ("1.50"); its bounds are the shared rules'. */
export const percentText = z
  .string()
  .max(12)
  .regex(/^\d+(\.\d+)?$/, { message: 'a percent' });

export const intentionFiguresBody = z.object({
  /** The buyer company's code (the buyer search select's value). */
  buyerCode: identifier(64).min(1),
  /** A financing product's id (`P001`); the currency is the product's. */
  productId: identifier(64).min(1),
  amount: amountText,
  tenorDays: z.number().int().min(TENOR_DAYS.min).max(TENOR_DAYS.max),
});
export type IntentionFiguresBody = z.infer<typeof intentionFiguresBody>;

export const priceSchema = z.object({
  rateType: z.enum(['FIXED', 'FLOATING']),
  fixedRate: z.string().nullable(),
  baseRateType: z.string().nullable(),
  direction: z.enum(['UP', 'DOWN']).nullable(),
  spread: z.string().nullable(),
  validUntil: z.string(),
});
export type IntentionPrice = z.infer<typeof priceSchema>;

/** The price a funder sends: the fields of its rate type, and a validity from today on. */
export const priceBody = z.discriminatedUnion('rateType', [
  z.object({
    id: intentionId,
    rateType: z.literal('FIXED'),
    fixedRate: percentText,
    validUntil: calendarDate,
  }),
  z.object({
    id: intentionId,
    rateType: z.literal('FLOATING'),
    baseRateType: z.enum(REFERENCE_RATE_TYPES),
    direction: z.enum(['UP', 'DOWN']),
    spread: percentText,
    validUntil: calendarDate,
  }),
]);
export type PriceBody = z.infer<typeof priceBody>;

const DISPLAY_STATES = [
  ...INTENTION_STATES,
  'EXPIRED',
] as const satisfies readonly IntentionDisplayState[];

/** An intention as its supplier and its funder(s) see it. */
export const intentionSchema = z.object({
  id: z.string(),
  state: z.enum(INTENTION_STATES),
  /** The state as the list shows it: a priced intention past its validity reads EXPIRED. */
  displayState: z.enum(DISPLAY_STATES),
  supplierName: z.string(),
  buyerCode: z.string(),
  buyerName: z.string(),
  productId: z.string(),
  productName: z.string(),
  currency: z.string(),
  amount: z.string(),
  tenorDays: z.number().int(),
  funderCompanyId: z.string().nullable(),
  funderName: z.string().nullable(),
  price: priceSchema.nullable(),
  updatedAt: z.string(),
});
export type Intention = z.infer<typeof intentionSchema>;
