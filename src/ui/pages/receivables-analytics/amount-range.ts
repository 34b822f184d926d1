import { commitTyped } from '../../../shared/format/number-input/commit';
import { numberInputOptions } from '../../../shared/format/number-input/options';
import type { PageQuery } from './page-query';

/** A typed amount: separators allowed, anything else unreadable means no bound. */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

export interface AmountRange {
  min?: number;
  max?: number;
}

/**
 * The amount bounds of the URL under the number-range rules of every amount input (spec 000 §5):
 * nothing below 0, and the maximum never below the minimum. A hand-edited URL (`min=-5`,
 * `max` under `min`) is read as the fields would have committed it, not as an empty table.
 */
export function amountRange(minText: string, maxText: string): AmountRange {
  const typedMin = parseAmount(minText);
  const typedMax = parseAmount(maxText);
  const min = typedMin === undefined ? undefined : Math.max(0, typedMin);
  const floor = min ?? 0;
  const max = typedMax === undefined ? undefined : Math.max(floor, typedMax);
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** The minimum's field: amounts are never below 0 (the number input's default minimum). */
export const MIN_AMOUNT_OPTIONS = numberInputOptions();

/**
 * The minimum as its field commits it on blur, and the maximum raised to it when it was below.
 */
export function raiseMaxToMin(query: PageQuery): PageQuery {
  const min = commitTyped(query.min, MIN_AMOUNT_OPTIONS);
  if (min.value === null) return query;
  const max = parseAmount(query.max);
  const below = max !== undefined && max < min.value;
  return { ...query, min: min.text, max: below ? min.text : query.max };
}
