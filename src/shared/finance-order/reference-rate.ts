import { isCalendarDate } from '../validation/input/dates';
import { parseDecimal } from './money';

/**
 * Reference rates (spec 001 §7 "External"): a central bank markets service publishes
 * `{ refRates: [{ effectiveDate, type, percentRate }] }` and the latest effective date of a type
 * is the one used. FLOATING products float on one of these (docs/finance-orders.md#floating-rates).
 */

/** The types the stand-in feed publishes and products may float on. */
export const REFERENCE_RATE_TYPES = [
  'SOFR',
  'ESTR',
  'SONIA',
  'TONA',
  'SORA',
  'HIBOR_3M',
  'SHIBOR_3M',
] as const;
export type ReferenceRateType = (typeof REFERENCE_RATE_TYPES)[number];

export interface ReferenceRateEntry {
  effectiveDate: string;
  type: string;
  percentRate: number | string;
}

export interface ReferenceRateFeed {
  refRates: readonly ReferenceRateEntry[];
}

/** A rate as a plain decimal string, or null for what is not a finite rate. */
function rateText(value: unknown): string | null {
  if (typeof value === 'string') return parseDecimal(value) ? value.trim() : null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = String(value);
  // 1e-7 and 1e21 are numbers but not decimals: written out at a rate's greatest precision.
  if (parseDecimal(text)) return text;
  const fixed = value.toFixed(8).replace(/\.?0+$/, '');
  return parseDecimal(fixed) ? fixed : null;
}

/**
 * The entry of `type` with the latest effectiveDate (on or before `onOrBefore` when given), as
 * `{ effectiveDate, percentRate }`; null when the feed has none. Entries with a date that is not a
 * real YYYY-MM-DD or a rate that is not a finite decimal are skipped; of two entries with the
 * same latest date the first listed wins (feeds list the newest first, a later duplicate is
 * stale).
 */
export function latestRate(
  feed: {
    refRates: readonly { effectiveDate: string; type: string; percentRate: number | string }[];
  },
  type: string,
  onOrBefore?: string,
): { effectiveDate: string; percentRate: string } | null {
  if (!Array.isArray(feed.refRates)) return null;
  let best: { effectiveDate: string; percentRate: string } | null = null;
  for (const entry of feed.refRates as readonly unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { effectiveDate, type: entryType, percentRate } = entry as Record<string, unknown>;
    if (entryType !== type || typeof effectiveDate !== 'string') continue;
    if (!isCalendarDate(effectiveDate)) continue;
    if (onOrBefore !== undefined && effectiveDate > onOrBefore) continue;
    const rate = rateText(percentRate);
    if (rate === null) continue;
    // Strictly later only: a tie keeps the first listed.
    if (best === null || effectiveDate > best.effectiveDate) {
      best = { effectiveDate, percentRate: rate };
    }
  }
  return best;
}
