import { z } from 'zod';
import { calendarDate } from '../../../shared/validation/input/dates';
import { REFERENCE_RATE_TYPES } from '../../../shared/finance-order/reference-rate';
import { defineEndpoint } from '../../contract/endpoint';

/** The most entries one answer holds: 400 business days of every published type. */
export const REFERENCE_RATES_MAX = 400 * REFERENCE_RATE_TYPES.length;

export const referenceRateEntrySchema = z.object({
  effectiveDate: calendarDate,
  type: z.enum(REFERENCE_RATE_TYPES),
  /** Percent a year, as the markets service publishes it (a JSON number, below zero at times). */
  percentRate: z.number().min(-100).max(100),
});
export type ReferenceRateEntryData = z.infer<typeof referenceRateEntrySchema>;

/**
 * GET (ours, docs/finance-orders.md#floating-rates): the reference-rate feed's stand-in, in the
 * central bank markets service's shape `{ refRates }`, newest first; `type` narrows it to one rate.
 */
export const referenceRates = defineEndpoint({
  id: 'external.referenceRates',
  method: 'GET',
  path: '/api/{product}-financial-transaction/external/reference-rates',
  query: z.object({ type: z.enum(REFERENCE_RATE_TYPES).optional() }),
  data: z.object({ refRates: z.array(referenceRateEntrySchema).max(REFERENCE_RATES_MAX) }),
});
