import { describe, expect, it } from 'vitest';
import { searchPattern } from '../../../src/shared/query/search-pattern';
import { emptyPageQuery } from '../../../src/ui/pages/receivables-analytics/page-query';
import {
  amountRange,
  parseAmount,
  raiseMaxToMin,
} from '../../../src/ui/pages/receivables-analytics/amount-range';
import { filtersExcept, toViewQuery } from '../../../src/ui/pages/receivables-analytics/view-query';

describe('invoice pattern', () => {
  it('matches plain text anywhere', () => {
    expect(searchPattern('inv0001')).toBe('%inv0001%');
  });

  it("finds the user's own % anywhere too, as the server's SQL does", () => {
    expect(searchPattern('INV%12')).toBe('%INV%12%');
    expect(searchPattern('%99')).toBe('%%99%');
  });

  it('trims the edges and gives no pattern for blank text', () => {
    expect(searchPattern('  7 ')).toBe('%7%');
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern('')).toBeNull();
  });
});

describe('typed amounts', () => {
  it.each([
    ['1000', 1000],
    ['1,000.50', 1000.5],
    [' 12 ', 12],
    ['1.', 1],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '1e5', '1.2.3', '-'])('reads %j as no bound', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });
});

describe('the worker query', () => {
  it('sorts by the dataset default when the user has not sorted', () => {
    expect(toViewQuery(emptyPageQuery('dueBalance'))).toEqual({
      filters: [],
      sort: [{ field: 'dueDate', order: 'asc' }],
    });
    expect(toViewQuery(emptyPageQuery('dilution')).sort).toEqual([
      { field: 'dilutionDate', order: 'desc' },
    ]);
  });

  it('builds every filter on the dataset own columns', () => {
    const view = toViewQuery({
      tab: 'paymentHistory',
      invoice: 'inv',
      enums: { buyer: ['B1'], currency: ['USD', 'JPY'], status: [], reason: [] },
      from: '2026-01-01',
      to: '',
      min: '10',
      max: 'x',
      sort: { field: 'amount', order: 'desc' },
    });
    expect(view).toEqual({
      filters: [
        { field: 'invoiceNo', kind: 'text', pattern: '%inv%' },
        { field: 'buyerCode', kind: 'enum', values: ['B1'] },
        { field: 'currency', kind: 'enum', values: ['USD', 'JPY'] },
        { field: 'paymentDate', kind: 'dateRange', from: '2026-01-01', to: null },
        { field: 'amount', kind: 'range', min: 10 },
      ],
      sort: [{ field: 'amount', order: 'desc' }],
    });
  });

  it('filters statuses on the due balance and reasons on dilutions', () => {
    const due = toViewQuery({
      ...emptyPageQuery('dueBalance'),
      enums: { buyer: [], currency: [], status: ['OVERDUE'], reason: ['RETURN'] },
    });
    expect(due.filters).toEqual([{ field: 'status', kind: 'enum', values: ['OVERDUE'] }]);
    const dilution = toViewQuery({
      ...emptyPageQuery('dilution'),
      enums: { buyer: [], currency: [], status: ['OVERDUE'], reason: ['RETURN'] },
    });
    expect(dilution.filters).toEqual([{ field: 'reason', kind: 'enum', values: ['RETURN'] }]);
  });

  it('counts an option list under every filter but its own', () => {
    const { filters } = toViewQuery({
      ...emptyPageQuery('dueBalance'),
      enums: { buyer: ['B1'], currency: ['USD'], status: [], reason: [] },
    });
    expect(filtersExcept(filters, 'buyerCode')).toEqual([
      { field: 'currency', kind: 'enum', values: ['USD'] },
    ]);
  });
});

describe('amount range', () => {
  it('keeps the number-range rules: nothing below 0, the maximum never below the minimum', () => {
    expect(amountRange('-5', '')).toEqual({ min: 0 });
    expect(amountRange('', '-5')).toEqual({ max: 0 });
    expect(amountRange('1,000', '500')).toEqual({ min: 1000, max: 1000 });
    expect(amountRange('100', '2,500.50')).toEqual({ min: 100, max: 2500.5 });
    expect(amountRange('x', '7')).toEqual({ max: 7 });
    expect(amountRange('', '')).toEqual({});
  });

  it('gives the view query the ruled range, not an empty one', () => {
    const query = { ...emptyPageQuery('dueBalance'), min: '900', max: '100' };
    expect(toViewQuery(query).filters).toContainEqual({
      field: 'amount',
      kind: 'range',
      min: 900,
      max: 900,
    });
  });
});

describe('leaving the minimum amount', () => {
  const query = (min: string, max: string) => ({ ...emptyPageQuery('dueBalance'), min, max });

  it('commits it as its field does and raises a maximum below it', () => {
    expect(raiseMaxToMin(query('900', '100'))).toMatchObject({ min: '900.00', max: '900.00' });
    // No minus at all, as the number input takes no minus where negatives are not allowed.
    expect(raiseMaxToMin(query('-5', '10'))).toMatchObject({ min: '5.00', max: '10' });
    expect(raiseMaxToMin(query('1,000.999', '1000.5'))).toMatchObject({
      min: '1000.99',
      max: '1000.99',
    });
  });

  it('leaves a maximum at or above it, and an empty minimum, alone', () => {
    expect(raiseMaxToMin(query('100', '2,500'))).toMatchObject({ min: '100.00', max: '2,500' });
    expect(raiseMaxToMin(query('100', ''))).toMatchObject({ min: '100.00', max: '' });
    expect(raiseMaxToMin(query('', '5'))).toMatchObject({ min: '', max: '5' });
  });
});
