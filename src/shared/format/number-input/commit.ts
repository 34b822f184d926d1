import { plainText, readDecimal, truncate, writeDecimal, type DecimalParts } from './decimal-text';
import { groupThousands } from './grouping';
import type { NumberInputOptions } from './options';
import { sanitizeTyped } from './sanitize';

/** The number an input holds after blur. */
export interface CommittedNumber {
  /** null when the input is empty. */
  readonly value: number | null;
  /** Plain text at the precision, shown while the input has focus ('1234.50'). */
  readonly text: string;
  /** Grouped, with the suffix: shown when the input does not have focus ('1,234.50'). */
  readonly display: string;
}

const EMPTY: CommittedNumber = { value: null, text: '', display: '' };

function pad(parts: DecimalParts, options: NumberInputOptions): DecimalParts {
  if (options.padding === 'fractions' && /^0*$/.test(parts.fraction)) {
    return { ...parts, fraction: '' };
  }
  return { ...parts, fraction: parts.fraction.padEnd(options.precision, '0') };
}

function shown(text: string, options: NumberInputOptions): string {
  return `${options.grouping ? groupThousands(text) : text}${options.suffix}`;
}

/** Rounds down to the precision and pads; no clamping (a value from the server is shown as is). */
export function formatNumberText(parts: DecimalParts, options: NumberInputOptions): string {
  return writeDecimal(pad(truncate(parts, options.precision), options));
}

/**
 * Blur: sanitise, round down to the precision, clamp to min and max, pad. Clamping compares
 * numbers, which is exact here: 15 typed characters stay within a double's 15 significant digits.
 * A bound finer than the precision is itself rounded down, so the result never exceeds max; a min
 * finer than the precision (not one the portal uses) could then come out below it.
 */
export function commitTyped(typed: string, options: NumberInputOptions): CommittedNumber {
  const parts = readDecimal(sanitizeTyped(typed, options));
  if (!parts) return EMPTY;
  let rounded = truncate(parts, options.precision);
  const number = Number(writeDecimal(rounded));
  const bound = number > options.max ? options.max : number < options.min ? options.min : null;
  if (bound !== null) rounded = readDecimal(plainText(bound)) ?? rounded;
  const text = formatNumberText(rounded, options);
  return { value: Number(text), text, display: shown(text, options) };
}

/** Shows a value that did not come from typing (a loaded form): rounded down and padded. */
export function displayNumber(
  value: number | string | null | undefined,
  options: NumberInputOptions,
): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? plainText(value) : value.trim().replace(/,/g, '');
  const parts = Number.isFinite(Number(text)) ? readDecimal(text) : undefined;
  return parts ? shown(formatNumberText(parts, options), options) : '';
}
