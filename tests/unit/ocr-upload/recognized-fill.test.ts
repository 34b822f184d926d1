import { describe, expect, it } from 'vitest';
import {
  fillsOf,
  normalizeRecognized,
  recognizedRows,
  type RecognizedField,
} from '../../../src/ui/components/ocr-upload/recognized-fill';
import {
  isRecognizable,
  isRecognizableSlot,
} from '../../../src/ui/components/ocr-upload/recognition-types';

const FIELDS: RecognizedField[] = [
  { name: 'invoiceNo', extractKey: 'invoiceNo', kind: 'text' },
  { name: 'currency', extractKey: 'currency', kind: 'currency' },
  { name: 'invoiceAmount', extractKey: 'amount', kind: 'money' },
  { name: 'issueDate', extractKey: 'issueDate', kind: 'date' },
];

describe('recognised fields fill the form (issue 18)', () => {
  const extract = {
    invoiceNo: ' INV-OCR-7788 ',
    currency: 'usd',
    amount: '12,345.60',
    issueDate: '2026/10/01',
    dueDate: null,
  };

  it('fills only empty fields, never what the user typed', () => {
    const rows = recognizedRows(extract, FIELDS, {
      invoiceNo: 'MINE-1',
      currency: '',
      amount: 'x',
    });
    expect(rows.map((r) => [r.field.name, r.recognized, r.fills])).toEqual([
      ['invoiceNo', 'INV-OCR-7788', false],
      ['currency', 'USD', true],
      ['invoiceAmount', '12345.60', true],
      ['issueDate', '2026-10-01', true],
    ]);
    expect(fillsOf(rows)).toEqual({
      currency: 'USD',
      invoiceAmount: '12345.60',
      issueDate: '2026-10-01',
    });
  });

  it('counts a blank typed value as empty', () => {
    expect(fillsOf(recognizedRows(extract, FIELDS, { invoiceNo: '   ' }))).toHaveProperty(
      'invoiceNo',
      'INV-OCR-7788',
    );
  });

  it('leaves out what was not read or is not a value the field takes', () => {
    const rows = recognizedRows(
      { invoiceNo: null, currency: 'dollars', amount: '-5', issueDate: '2026-02-30' },
      FIELDS,
      {},
    );
    expect(rows).toEqual([]);
  });
});

describe('normalizeRecognized', () => {
  it('drops control characters and cuts text to a field length', () => {
    expect(normalizeRecognized('text', 'A\u0000B\nC')).toBe('A B C');
    expect(normalizeRecognized('text', 'x'.repeat(500))).toHaveLength(100);
  });

  it('takes real dates only', () => {
    expect(normalizeRecognized('date', '2026.1.5')).toBe('2026-01-05');
    expect(normalizeRecognized('date', '2026-13-01')).toBeNull();
    expect(normalizeRecognized('date', '01/05/2026')).toBeNull();
  });

  it('takes plain positive amounts with up to 4 decimals', () => {
    expect(normalizeRecognized('money', '1 000.5')).toBe('1000.5');
    expect(normalizeRecognized('money', '1e9')).toBeNull();
    expect(normalizeRecognized('money', '1.23456')).toBeNull();
  });
});

describe('recognition runs only for JPG, JPEG, BMP, PNG, PDF and MSG (spec 001 §5)', () => {
  it('by extension, case-insensitive', () => {
    expect(['a.jpg', 'a.JPEG', 'a.bmp', 'a.png', 'a.Pdf', 'a.msg'].every(isRecognizable)).toBe(
      true,
    );
    expect(['a.gif', 'a.docx', 'a.zip', 'a.xlsx', 'pdf'].some(isRecognizable)).toBe(false);
  });

  it('a slot is read only when it names a schema and takes a recognisable type', () => {
    expect(isRecognizableSlot({ schemaCode: 'INVOICE', accepted: ['PDF'] })).toBe(true);
    expect(isRecognizableSlot({ accepted: ['PDF'] })).toBe(false);
    expect(isRecognizableSlot({ schemaCode: 'INVOICE', accepted: ['ZIP', 'DOCX'] })).toBe(false);
  });
});
