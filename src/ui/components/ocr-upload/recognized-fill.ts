import { isCalendarDate } from '../../../shared/validation/input/dates';

export type FieldKind = 'text' | 'date' | 'money' | 'currency';

/** A form field recognition may fill: where its value comes from in `extractData`. */
export interface RecognizedField {
  /** The form's field name. */
  name: string;
  /** The key of the schema's extractData (OCR_SCHEMA_FIELDS). */
  extractKey: string;
  kind: FieldKind;
}

const TEXT_MAX = 100;

/**
 * A recognised value as the form takes it, or null when it cannot be one: dates become ISO
 * (`2026/10/01` and `2026.10.01` too) and must exist, amounts lose their grouping and must be a
 * plain positive decimal, currencies are three letters; text is trimmed, single-spaced, without
 * control characters, and cut to the length of a form field.
 */
export function normalizeRecognized(
  kind: FieldKind,
  raw: string | null | undefined,
): string | null {
  const text = (raw ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  switch (kind) {
    case 'date': {
      const iso = text.replace(
        /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/,
        (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
      );
      return isCalendarDate(iso) ? iso : null;
    }
    case 'money': {
      const plain = text.replace(/[,\s]/g, '');
      return /^\d{1,15}(\.\d{1,4})?$/.test(plain) ? plain : null;
    }
    case 'currency': {
      const code = text.toUpperCase();
      return /^[A-Z]{3}$/.test(code) ? code : null;
    }
    case 'text':
      return text.slice(0, TEXT_MAX);
  }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One row of the confirmation: what was read, what the form holds, whether confirm fills it. */
export interface RecognizedRow<F extends RecognizedField = RecognizedField> {
  field: F;
  recognized: string;
  current: string;
  fills: boolean;
}

/** The fields a recognition can say something about, in the form's order. */
export function recognizedRows<F extends RecognizedField>(
  extractData: Readonly<Record<string, string | null>>,
  fields: readonly F[],
  values: Readonly<Record<string, unknown>>,
): RecognizedRow<F>[] {
  return fields.flatMap((field) => {
    const recognized = normalizeRecognized(field.kind, extractData[field.extractKey]);
    if (recognized === null) return [];
    const value = values[field.name];
    const empty = isEmpty(value);
    return [
      {
        field,
        recognized,
        current: empty ? '' : String(value),
        fills: empty,
      },
    ];
  });
}

/** What confirm writes: recognised values of the empty fields only, never what the user typed. */
export function fillsOf(rows: readonly RecognizedRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.fills).map((r) => [r.field.name, r.recognized]));
}
