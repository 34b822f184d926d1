import { currencyDecimals } from '../../../format/money';
import { RECORD_RULE_KEYS, type RecordProblem } from './record-problem';

const DECIMAL = /^\d+(?:\.(\d+))?$/;

/** A plain decimal text as whole minor units of `scale` decimals (exact: no float), or null. */
export function minorUnits(text: string, scale = 2): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > scale) return null;
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

/**
 * An amount must be above 0 and have no more decimals than its currency (JPY none, others two:
 * src/shared/format/money.ts). Text that is not a plain decimal is left to the format rule.
 */
export function amountProblems(
  field: string,
  amount: string | null,
  currency: string | null,
): RecordProblem[] {
  if (amount === null) return [];
  const match = DECIMAL.exec(amount);
  if (!match) return [];
  if (Number(amount) <= 0) return [{ field, key: RECORD_RULE_KEYS.amountPositive }];
  const decimals = currencyDecimals(currency);
  const fraction = (match[1] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    return [
      {
        field,
        key: RECORD_RULE_KEYS.amountPrecision,
        params: { currency: currency ?? '', decimals },
      },
    ];
  }
  return [];
}
