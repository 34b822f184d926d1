import { describe, expect, it } from 'vitest';
import {
  emptyPageQuery,
  nextSort,
  parsePageQuery,
  switchTab,
  writePageQuery,
} from '../../../src/ui/pages/receivables-analytics/page-query';

const parse = (search: string) => parsePageQuery(new URLSearchParams(search));

describe('the query in the URL', () => {
  it('reads every filter of a bookmarked view', () => {
    const query = parse(
      '?tab=dueBalance&invoice=inv%25001&buyer=B00001,B00002&currency=USD&status=OPEN,OVERDUE' +
        '&from=2026-01-01&to=2026-03-31&min=1000&max=50000.5&sort=dueDate.desc',
    );
    expect(query).toEqual({
      tab: 'dueBalance',
      invoice: 'inv%001',
      enums: {
        buyer: ['B00001', 'B00002'],
        currency: ['USD'],
        status: ['OPEN', 'OVERDUE'],
        reason: [],
      },
      from: '2026-01-01',
      to: '2026-03-31',
      min: '1000',
      max: '50000.5',
      sort: { field: 'dueDate', order: 'desc' },
    });
  });

  it('writes a query back to the same URL, empty filters left out', () => {
    const search =
      'tab=dilution&invoice=INV+12&buyer=B00007&reason=RETURN%2CDISCOUNT&from=2025-05-01&max=200&sort=amount.asc';
    expect(writePageQuery(parse(search)).toString()).toBe(search);
    expect(writePageQuery(emptyPageQuery('paymentHistory')).toString()).toBe('tab=paymentHistory');
  });

  it('round-trips text with characters the URL must escape', () => {
    const query = { ...emptyPageQuery('dueBalance'), invoice: 'a&b=c %d ü' };
    expect(parsePageQuery(writePageQuery(query))).toEqual(query);
  });

  it('opens the due balance when the tab is missing or unknown', () => {
    expect(parse('').tab).toBe('dueBalance');
    expect(parse('?tab=nonsense').tab).toBe('dueBalance');
  });

  it('drops what it cannot read instead of failing', () => {
    const query = parse('?tab=paymentHistory&from=yesterday&to=2026-13&sort=nope.up&status=OPEN');
    expect(query.from).toBe('');
    expect(query.to).toBe('');
    expect(query.sort).toBeNull();
    // Payment history has no status column.
    expect(query.enums.status).toEqual([]);
  });

  it('ignores a sort on a column the dataset does not have', () => {
    expect(parse('?tab=paymentHistory&sort=dueDate.asc').sort).toBeNull();
    expect(parse('?tab=paymentHistory&sort=paymentDate.asc').sort).toEqual({
      field: 'paymentDate',
      order: 'asc',
    });
  });

  it('ignores empty and repeated list entries', () => {
    expect(parse('?buyer=,B1,,B1,B2').enums.buyer).toEqual(['B1', 'B2']);
  });
});

describe('switching tabs', () => {
  it('keeps invoice, buyer and currency, and drops the rest', () => {
    const from = parse(
      '?tab=dueBalance&invoice=x&buyer=B1&currency=JPY&status=PAID&from=2026-01-01&min=5&sort=dueDate.asc',
    );
    expect(switchTab(from, 'dilution')).toEqual({
      ...emptyPageQuery('dilution'),
      invoice: 'x',
      enums: { buyer: ['B1'], currency: ['JPY'], status: [], reason: [] },
    });
  });
});

describe('sorting by header clicks', () => {
  it('goes ascending, descending, then back to the default', () => {
    const asc = nextSort(null, 'amount');
    expect(asc).toEqual({ field: 'amount', order: 'asc' });
    const desc = nextSort(asc, 'amount');
    expect(desc).toEqual({ field: 'amount', order: 'desc' });
    expect(nextSort(desc, 'amount')).toBeNull();
  });

  it('starts ascending on another column', () => {
    expect(nextSort({ field: 'amount', order: 'desc' }, 'dueDate')).toEqual({
      field: 'dueDate',
      order: 'asc',
    });
  });
});
