/**
 * The business rules of record forms (purchase orders, invoices): one module both the form and
 * the reference server run, so the form can refuse before sending what the server would refuse.
 * A problem names the form's field key (`dueDate`, `lines.0.unitPrice`) and a translation key.
 */
export const RECORD_RULE_KEYS = {
  dateOrder: 'common.validation.record.date_order',
  duePast: 'common.validation.record.due_past',
  amountPositive: 'common.validation.record.amount_positive',
  amountPrecision: 'common.validation.record.amount_precision',
  linesTotal: 'common.validation.record.lines_total',
  unknownOrder: 'common.validation.record.unknown_order',
  orderCurrency: 'common.validation.record.order_currency',
  orderBuyer: 'common.validation.record.order_buyer',
  unknownBuyer: 'common.validation.record.unknown_buyer',
  draftIdentity: 'common.validation.record.draft_identity',
  markupOnly: 'common.validation.record.markup_only',
  numberTaken: 'common.validation.record.number_taken',
} as const;

export type RecordRuleKey = (typeof RECORD_RULE_KEYS)[keyof typeof RECORD_RULE_KEYS];

export interface RecordProblem {
  /** The form's field key; a table cell is `table.row.cell` (`lines.0.unitPrice`). */
  field: string;
  key: RecordRuleKey;
  /** Values of the message (`{{total}}`, `{{currency}}`…). */
  params?: Readonly<Record<string, string | number>>;
}

/** What a form's values look like to the rules: text, numbers, null, table lines. */
export type RecordValues = Readonly<Record<string, unknown>>;

export interface RecordCheckContext {
  /** `add` creates; `draft` continues a draft (its first submit also creates). */
  mode: 'add' | 'edit' | 'draft' | 'update';
  /** Saving as a draft: only what is filled in is judged, and a number or buyer is needed. */
  draft: boolean;
  /** Today in the business time zone, `YYYY-MM-DD` (businessToday). */
  today: string;
}

/** A value as trimmed text; empty, null and tables as null. */
export function textOf(values: RecordValues, name: string): string | null {
  const value = values[name];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}
