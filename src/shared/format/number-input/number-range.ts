import { numberInputOptions, type NumberInputOptions } from './options';

/** A number range filter's two inputs; null is an open end. */
export interface NumberRange {
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * The options of the range filter's two inputs: the lower one starts at 0 unless negatives are
 * allowed; the upper one cannot go below the lower value, so blur lifts it to the lower value.
 */
export function rangeInputOptions(
  range: NumberRange,
  allowNegative: boolean,
  base: Partial<NumberInputOptions> = {},
): { readonly minInput: NumberInputOptions; readonly maxInput: NumberInputOptions } {
  const floor = allowNegative ? -Number.MAX_SAFE_INTEGER : 0;
  const minInput = numberInputOptions({ ...base, min: floor });
  const maxInput = numberInputOptions({ ...base, min: Math.max(range.min ?? floor, floor) });
  return { minInput, maxInput };
}

/**
 * A range as the filter sends it (e.g. restored from the URL, where no input clamped it): the
 * ends raised to 0 unless negatives are allowed, the upper end raised to the lower end.
 */
export function normaliseRange(range: NumberRange, allowNegative: boolean): NumberRange {
  const floor = allowNegative ? -Infinity : 0;
  const min = range.min === null ? null : Math.max(range.min, floor);
  const max = range.max === null ? null : Math.max(range.max, min ?? floor);
  return { min, max };
}
