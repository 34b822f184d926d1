import { describe, expect, it } from 'vitest';
import {
  parsePageQuery,
  writePageQuery,
} from '../../../src/ui/pages/receivables-analytics/page-query';
import {
  dashboardFilterOf,
  monthBounds,
  monthsRange,
  selectedMonth,
  withBuyers,
  withoutCrossFilters,
  withRange,
} from '../../../src/ui/pages/receivables-analytics/dashboard/cross-filter';
import { kpiTrend } from '../../../src/ui/pages/receivables-analytics/dashboard/trend';

const query = (search: string) => parsePageQuery(new URLSearchParams(search));

describe('the dashboard cross-filter in the URL', () => {
  it('takes one buyer and one currency, and the range as typed', () => {
    expect(
      dashboardFilterOf(query('buyer=B00001&currency=USD&from=2026-01-01&to=2026-01-31')),
    ).toEqual({
      buyerCode: 'B00001',
      currency: 'USD',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('shows every buyer and currency when the tables chose several', () => {
    expect(dashboardFilterOf(query('buyer=B00001,B00002&currency=USD,EUR'))).toEqual({});
  });

  it('writes a chosen buyer and range where the tables read them, and clears only those', () => {
    const chosen = withRange(
      withBuyers(query('tab=dilution&invoice=inv1&reason=RETURN'), ['B7']),
      '2026-02-01',
      '2026-02-28',
    );
    expect(writePageQuery(chosen).toString()).toBe(
      'tab=dilution&invoice=inv1&buyer=B7&reason=RETURN&from=2026-02-01&to=2026-02-28',
    );
    expect(writePageQuery(withoutCrossFilters(chosen)).toString()).toBe(
      'tab=dilution&invoice=inv1&reason=RETURN',
    );
  });

  it('turns months into inclusive date ranges, leap years and either drag direction', () => {
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2025-02')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(monthBounds('2025-13')).toBeNull();
    expect(monthsRange('2026-04', '2025-11')).toEqual({ from: '2025-11-01', to: '2026-04-30' });
    expect(selectedMonth('2025-12-01', '2025-12-31')).toBe('2025-12');
    expect(selectedMonth('2025-12-01', '2026-01-31')).toBeNull();
  });
});

describe('a KPI against the same day last month', () => {
  it('is exact to the cent beyond float precision and coloured by the welcome direction', () => {
    const trend = kpiTrend(
      { value: '90071992547409.93', previous: '90071992547409.91' },
      'USD',
      'up',
    );
    expect(trend).toEqual({ direction: 'up', change: '+0.02 (+0.0%)', good: true });
    expect(kpiTrend({ value: '100.00', previous: '200.00' }, 'USD', 'down')).toEqual({
      direction: 'down',
      change: '−100.00 (−50.0%)',
      good: true,
    });
    expect(kpiTrend({ value: '1500', previous: '1000' }, 'JPY', 'down')).toEqual({
      direction: 'up',
      change: '+500 (+50.0%)',
      good: false,
    });
  });

  it('is unknown without last month and has no percent from zero', () => {
    expect(kpiTrend({ value: '1.00', previous: null }, 'USD', 'up')).toBeNull();
    expect(kpiTrend({ value: '5.00', previous: '0.00' }, 'USD', 'up')?.change).toBe('+5.00');
    expect(kpiTrend({ value: '5.00', previous: '5' }, 'USD', 'up')?.direction).toBe('flat');
  });
});
