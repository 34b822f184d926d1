import { describe, expect, it } from 'vitest';
import type { FinanceOrder } from '../../../src/api/endpoints/finance-order/order-schemas';
import type { OcrFile } from '../../../src/ui/components/ocr-upload/ocr-file';
import {
  attachmentsOf,
  documentsChanged,
  savedFiles,
} from '../../../src/ui/pages/finance/finance-order/update/order-documents';
import {
  refusedFields,
  updateBody,
  updateProblems,
} from '../../../src/ui/pages/finance/finance-order/update/update-body';

const saved: FinanceOrder['attachments'] = [
  { objectKey: 'k-other', fileName: 'note.pdf', schemaCode: null, extractData: null },
  {
    objectKey: 'k-invoice',
    fileName: 'invoice.pdf',
    schemaCode: 'INVOICE',
    extractData: { invoiceNo: 'INV-1' },
  },
];

const order = {
  fundingAccount: { id: 'BA-1' },
  remark: 'before',
  attachments: saved,
} as unknown as FinanceOrder;

const uploaded = (objectKey: string, status: OcrFile['status'] = 'done'): OcrFile => ({
  uid: `u-${objectKey}`,
  slot: 1,
  fileName: `${objectKey}.pdf`,
  status,
  size: 10,
  type: 'PDF',
  progress: status === 'done' ? 100 : 50,
  objectKey,
});

describe('the update form’s documents', () => {
  it('puts the saved invoice in the invoice slot and marks every saved file as history', () => {
    const files = savedFiles(saved);
    expect(files.map((f) => [f.objectKey, f.slot, f.id])).toEqual([
      ['k-other', 1, 'k-other'],
      ['k-invoice', 0, 'k-invoice'],
    ]);
    expect(documentsChanged(files, saved)).toBe(false);
  });

  it('sees an added, a removed and a still-uploading file as a change', () => {
    const files = savedFiles(saved);
    expect(documentsChanged([...files, uploaded('k-new')], saved)).toBe(true);
    expect(documentsChanged(files.slice(1), saved)).toBe(true);
    expect(documentsChanged([...files, uploaded('k-up', 'uploading')], saved)).toBe(true);
  });

  it('sends a saved file as it was saved, with what recognition read then', () => {
    const files = [...savedFiles(saved).slice(1), uploaded('k-new')];
    const recognition = {
      uid: 'u-k-new',
      fileName: 'k-new.pdf',
      schemaCode: 'INVOICE',
      extractData: { amount: '10.00' },
    };
    expect(attachmentsOf(files, [recognition], saved)).toEqual([
      {
        objectKey: 'k-invoice',
        fileName: 'invoice.pdf',
        schemaCode: 'INVOICE',
        extractData: { invoiceNo: 'INV-1' },
      },
      {
        objectKey: 'k-new',
        fileName: 'k-new.pdf',
        schemaCode: 'INVOICE',
        extractData: { amount: '10.00' },
      },
    ]);
  });
});

describe('the update body', () => {
  it('holds only what differs from the order', () => {
    const same = { fundingAccountId: 'BA-1', attachments: null, remark: ' before ' };
    expect(updateBody(order, same)).toEqual({});
    expect(updateBody(order, { ...same, fundingAccountId: 'BA-2', remark: '' })).toEqual({
      fundingAccountId: 'BA-2',
      remark: '',
    });
  });

  it('asks for a receiving account', () => {
    const state = { fundingAccountId: 'BA-1', attachments: null, remark: '' };
    expect(updateProblems(state)).toEqual({});
    expect(updateProblems({ ...state, fundingAccountId: null })).toEqual({
      fundingAccountId: 'required',
    });
  });

  it('marks the fields a refusal names, by their root, and nothing else', () => {
    expect(
      refusedFields([
        { field: 'attachments.0.objectKey', message: 'not uploaded by your company' },
        { field: 'attachments.1.objectKey', message: 'second' },
        { field: 'fundingAccountId', message: 'not an HKD account' },
        { field: 'dueDate', message: 'not on this form' },
      ]),
    ).toEqual({
      attachments: 'not uploaded by your company',
      fundingAccountId: 'not an HKD account',
    });
  });
});
