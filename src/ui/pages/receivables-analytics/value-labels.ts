import type { TFunction } from 'i18next';
import { translateKey } from '../../core/error-text';

/** Fields whose values are codes shown translated (statuses, reasons, the financed flag). */
export const TRANSLATED_FIELDS: ReadonlySet<string> = new Set(['status', 'reason', 'financed']);

export type ValueLabel = (field: string, value: unknown) => string;

/** The text of a value: codes translated (`receivables.status.OPEN`), an unknown code as sent. */
export function valueLabeller(t: TFunction): ValueLabel {
  return (field, value) => {
    if (value === null || value === undefined || value === '') return '-';
    const text = String(value);
    return TRANSLATED_FIELDS.has(field)
      ? translateKey(t, `receivables.${field}.${text}`, text)
      : text;
  };
}
