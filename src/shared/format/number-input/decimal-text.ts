/**
 * Decimals handled as text: the typed digits are cut, padded and grouped without passing through
 * a binary float, so '0.29' rounded down to 2 decimals stays '0.29' (Math.floor(0.29 * 100) is 28).
 */
export interface DecimalParts {
  readonly negative: boolean;
  /** Digits without leading zeros; '0' for none. */
  readonly whole: string;
  readonly fraction: string;
}

const LOOSE = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Reads a sanitised text ('-.5', '5.', '007'); undefined when it holds no digit. */
export function readDecimal(text: string): DecimalParts | undefined {
  const match = LOOSE.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  return { negative: sign === '-', whole: whole.replace(/^0+/, '') || '0', fraction };
}

/** Cuts the fraction: rounding down means towards zero (-1.239 → -1.23). */
export const truncate = (parts: DecimalParts, precision: number): DecimalParts => ({
  ...parts,
  fraction: parts.fraction.slice(0, Math.max(precision, 0)),
});

/** Writes plain text; a zero is never negative ('-0.00' reads '0.00'). */
export function writeDecimal(parts: DecimalParts): string {
  const zero = /^0*$/.test(parts.whole + parts.fraction);
  const sign = parts.negative && !zero ? '-' : '';
  return `${sign}${parts.whole}${parts.fraction ? `.${parts.fraction}` : ''}`;
}

/** A number in plain notation (no exponent): 1e-7 → '0.0000001'. */
export function plainText(value: number): string {
  const text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  return text === '-0' ? '0' : text;
}
