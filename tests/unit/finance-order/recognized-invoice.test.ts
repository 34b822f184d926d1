import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  emptyDraft,
  type ApplicationDraft,
} from '../../../src/ui/pages/finance/finance-order/apply/application-draft';
import {
  invoiceFields,
  invoiceFills,
  invoiceValues,
} from '../../../src/ui/pages/finance/finance-order/apply/recognized-invoice';
import { fillsOf, recognizedRows } from '../../../src/ui/components/ocr-upload/recognized-fill';

const t = ((key: string) => key) as unknown as TFunction;

const invoice = (number: string, amount: string) => ({
  kind: 'INVOICE' as const,
  id: `id-${number}`,
  number,
  currency: 'USD',
  amount,
  openAmount: amount,
  issueDate: '2026-11-02',
  dueDate: '2027-01-31',
  buyerName: 'Northwind Retail Group Pte. Ltd.',
});

const draft: ApplicationDraft = {
  ...emptyDraft(),
  buyer: { buyerName: 'Northwind Retail Group Pte. Ltd.', buyerCode: 'NW', baseRateType: null },
  receivables: [invoice('INV-A', '100.00'), invoice('INV-B', '40000.00')],
};

const read = {
  uid: 'u1',
  fileName: 'b.pdf',
  schemaCode: 'INVOICE',
  extractData: {
    invoiceNo: 'INV-B',
    issueDate: '2026-11-02',
    dueDate: '2027-01-29',
    currency: 'USD',
    amount: '40,000.00',
    buyerName: 'Northwind Retail Group Pte. Ltd.',
  },
};

describe('the application’s recognised invoice panel', () => {
  it('compares the document with the chosen invoice it names', () => {
    expect(invoiceValues(draft, read)).toMatchObject({
      invoiceNo: 'INV-B',
      invoiceAmount: '40000.00',
      buyerName: 'Northwind Retail Group Pte. Ltd.',
    });
  });

  it('shows all six fields and fills only an empty due date, never the requested amount', () => {
    const rows = recognizedRows(read.extractData, invoiceFields(t), invoiceValues(draft, read));
    expect(rows.map((r) => r.field.name)).toEqual([
      'invoiceNo',
      'issueDate',
      'currency',
      'invoiceAmount',
      'buyerName',
      'dueDate',
    ]);
    expect(invoiceFills(fillsOf(rows))).toEqual({ dueDate: '2027-01-29' });
    expect(invoiceFills({ requestedAmount: '40000.00', invoiceNo: 'X' })).toEqual({});
  });
});
