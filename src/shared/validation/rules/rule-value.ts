/**
 * How the rules read a field's value. Emptiness is judged once, here, so that every format rule
 * lets an empty value through (being required is the required rule's job, as in the form library
 * the spec describes) and every required rule trims before judging.
 */

/** undefined, null, or a text that is empty once trimmed. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The text a format rule judges: strings trimmed, finite numbers as JavaScript prints them.
 * Anything else has no text and fails a format rule.
 */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Plain decimal notation, ASCII digits only: what the bound rules can compare. */
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** The number a bound rule compares, or undefined when the value is not numeric. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : undefined;
}

export const isNumericText = (text: string): boolean => NUMERIC.test(text);
