import type { TFunction } from 'i18next';
import type { OcrRecognition } from '../../../../components/ocr-upload/ocr-file';
import type { LabelledField } from '../../../../components/ocr-upload/RecognizedFieldsPanel';
import type { ApplicationDraft } from './application-draft';

/**
 * What recognition reads from an invoice on the application, each beside what the application
 * holds for it, for the supplier to check the document is the invoice it finances. Only the
 * order's due date may be filled (when empty). The invoice's amount is its total, which the
 * advance rate caps, so it is never written into the requested amount (the trial would refuse
 * it); number, dates, currency and buyer are the chosen invoice's facts, to compare, not to change.
 */
const ROWS = [
  { name: 'invoiceNo', extractKey: 'invoiceNo', kind: 'text', label: 'field.number' },
  { name: 'issueDate', extractKey: 'issueDate', kind: 'date', label: 'field.issue_date' },
  { name: 'currency', extractKey: 'currency', kind: 'currency', label: 'field.currency' },
  { name: 'invoiceAmount', extractKey: 'amount', kind: 'money', label: 'field.amount' },
  { name: 'buyerName', extractKey: 'buyerName', kind: 'text', label: 'field.buyer' },
  { name: 'dueDate', extractKey: 'dueDate', kind: 'date', label: 'apply.due_date' },
] as const;

export function invoiceFields(t: TFunction): LabelledField[] {
  return ROWS.map(({ label, ...field }) => ({
    ...field,
    label: t(`finance_order_pages.${label}`),
  }));
}

/**
 * The application's side of each row: the chosen invoice the document names (by number), or the
 * first chosen receivable when it names none of them.
 */
export function invoiceValues(
  draft: ApplicationDraft,
  recognition: OcrRecognition,
): Record<string, string> {
  const named = recognition.extractData.invoiceNo?.trim();
  const chosen = draft.receivables.find((r) => r.number === named) ?? draft.receivables[0];
  return {
    invoiceNo: chosen?.number ?? '',
    issueDate: chosen?.issueDate ?? '',
    currency: draft.product?.currency ?? '',
    invoiceAmount: chosen?.amount ?? '',
    buyerName: draft.buyer?.buyerName ?? '',
    dueDate: draft.dueDate,
  };
}

/** Of what the panel would fill, what the application takes: the due date only. */
export function invoiceFills(fills: Readonly<Record<string, string>>): Partial<ApplicationDraft> {
  return fills.dueDate === undefined ? {} : { dueDate: fills.dueDate };
}
