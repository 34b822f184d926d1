import { invoiceForm } from './invoice-form';
import { purchaseForm } from './purchase-form';
import type { RecordForm } from './record-form';

/** The record forms of declared pages, by page id. */
export const recordForms: ReadonlyMap<string, RecordForm> = new Map(
  [purchaseForm, invoiceForm].map((form) => [form.pageId, form]),
);
