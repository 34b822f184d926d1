import { describe, expect, it } from 'vitest';
import { DATASETS } from '../../../src/shared/receivables/datasets';
import { cellText } from '../../../src/ui/pages/receivables-analytics/cell-text';
import { formatCalendarDate } from '../../../src/shared/format/date';

const column = (name: string) => {
  const found = DATASETS.dueBalance.columns.find((c) => c.name === name);
  if (!found) throw new Error(name);
  return found;
};
const label = (field: string, value: unknown) => `${field}:${String(value)}`;
const row = {
  invoiceNo: 'INV00000001',
  currency: 'JPY',
  amount: 5230000,
  outstanding: 0,
  dueDate: '2026-03-01',
  status: 'OPEN',
  financed: 'false',
  buyerName: '',
};

describe('cells', () => {
  it('shows money in the row currency', () => {
    expect(cellText(column('amount'), row, label, null)).toBe('5,230,000');
    expect(cellText(column('amount'), { ...row, currency: 'USD' }, label, null)).toBe(
      '5,230,000.00',
    );
    expect(cellText(column('outstanding'), row, label, null)).toBe('0');
  });

  it('shows dates in the user format without shifting the day', () => {
    expect(cellText(column('dueDate'), row, label, null)).toBe('2026/03/01');
    expect(cellText(column('dueDate'), row, label, 'DD.MM.YYYY')).toBe('01.03.2026');
    expect(formatCalendarDate('2026-01-01', 'YYYY-MM-DD')).toBe('2026-01-01');
  });

  it('labels codes and shows empty values as -', () => {
    expect(cellText(column('status'), row, label, null)).toBe('status:OPEN');
    expect(cellText(column('financed'), row, label, null)).toBe('financed:false');
    expect(cellText(column('buyerName'), row, label, null)).toBe('-');
    expect(cellText(column('issueDate'), row, label, null)).toBe('-');
  });
});
