import type { TFunction } from 'i18next';
import { translateKey } from '../../core/error-text';

/** Fields whose values are codes shown translated (statuses, reasons, the financed flag). */
export const TRANSLATED_FIELDS: ReadonlySet<string> = new Set(['status', 'reason', 'financed']);

export type ValueLabel = (field: string, value: unknown) => string;

/**
 * The text of a value: codes translated (`receivables.status.OPEN`), an unknown code as sent.
 * A code's text is kept once translated: a table asks it for every visible cell at each render,
 * and i18next's lookup costs far more than the map's.
 */
export function valueLabeller(t: TFunction): ValueLabel {
  const translated = new Map<string, string>();
  return (field, value) => {
    if (value === null || value === undefined || value === '') return '-';
    const text = String(value);
    if (!TRANSLATED_FIELDS.has(field)) return text;
    const key = `receivables.${field}.${text}`;
    let label = translated.get(key);
    if (label === undefined) {
      label = translateKey(t, key, text);
      // Codes are few; anything else (a corrupt value) is translated each time, not kept.
      if (translated.size < 256) translated.set(key, label);
    }
    return label;
  };
}
