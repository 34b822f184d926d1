import { describe, expect, it } from 'vitest';
import { createTable } from '../../../src/worker/query/create-table';
import type { ColumnSpec } from '../../../src/worker/query/types';
import { advanceCents, sameDayLastMonth } from '../../../src/worker/dashboards/ar-figures';
import { localArDashboard } from '../../../src/worker/dashboards/ar-local';
import type { ArTables } from '../../../src/worker/dashboards/ar-tables';
import {
  engineType,
  TABLE_LAYOUTS,
  type CachedTable,
} from '../../../src/worker/receivables/table-layouts';

const specs = (name: CachedTable): ColumnSpec[] => [
  ...TABLE_LAYOUTS[name].columns.map((c) => ({ name: c.name, type: engineType(c) })),
  ...(name === 'buyers' ? [] : [{ name: 'buyerName', type: 'string' as const }]),
];
const b = { buyerCode: 'B1', buyerName: 'One', currency: 'USD' };

/**
 * As of 2025-03-15 (previous day 2025-02-15):
 * R1 issued 01-01, due 02-10, 1000.00, paid 400 on 02-01 and 600 on 03-01 → then 600 overdue, now paid.
 * R2 issued 02-01, due 04-01, 500.00, unpaid → then 500 due and eligible (400.00), now too; R3 700.00 only now.
 * R3 issued 03-01 (after the day) → not there then.
 * R4 issued 01-20, due 03-20, 300.00, financed on 02-20 (after the day) → eligible then (240.00).
 * F1 on R1, 800.00 from 01-05, repaid (REPAID) with repayment date 02-20 → active then, due in 7 days.
 */
function tables(): ArTables {
  const receivables = [
    {
      id: 1,
      invoiceNo: 'I1',
      issueDate: '2025-01-01',
      dueDate: '2025-02-10',
      amount: '1000.00',
      outstanding: '0.00',
      status: 'PAID',
      financed: 'true',
    },
    {
      id: 2,
      invoiceNo: 'I2',
      issueDate: '2025-02-01',
      dueDate: '2025-04-01',
      amount: '500.00',
      outstanding: '500.00',
      status: 'OPEN',
      financed: 'false',
    },
    {
      id: 3,
      invoiceNo: 'I3',
      issueDate: '2025-03-01',
      dueDate: '2025-05-01',
      amount: '700.00',
      outstanding: '700.00',
      status: 'OPEN',
      financed: 'false',
    },
    {
      id: 4,
      invoiceNo: 'I4',
      issueDate: '2025-01-20',
      dueDate: '2025-03-20',
      amount: '300.00',
      outstanding: '300.00',
      status: 'OPEN',
      financed: 'true',
    },
  ].map((r) => ({ ...b, ...r }));
  const payments = [
    { id: 1, receivableId: 1, invoiceNo: 'I1', paymentDate: '2025-02-01', amount: '400.00' },
    { id: 2, receivableId: 1, invoiceNo: 'I1', paymentDate: '2025-03-01', amount: '600.00' },
  ].map((r) => ({ ...b, ...r }));
  const financings = [
    {
      id: 1,
      receivableId: 1,
      financingDate: '2025-01-05',
      repaymentDate: '2025-02-20',
      amount: '800.00',
      balance: '0.00',
      status: 'REPAID',
    },
    {
      id: 4,
      receivableId: 4,
      financingDate: '2025-02-20',
      repaymentDate: '2025-03-20',
      amount: '240.00',
      balance: '240.00',
      status: 'ACTIVE',
    },
  ].map((r) => ({ ...b, ...r }));
  return {
    buyers: createTable(specs('buyers'), [{ buyerCode: 'B1', buyerName: 'One', country: '840' }]),
    receivables: createTable(specs('receivables'), receivables),
    payments: createTable(specs('payments'), payments),
    dilutions: createTable(specs('dilutions'), []),
    financings: createTable(specs('financings'), financings),
  };
}

describe('previous: the KPIs on the same day last month', () => {
  it('rebuilds balances, overdue, financings and eligibility as they stood then', () => {
    const [usd] = localArDashboard(tables(), {}, '2025-03-15').kpis;
    expect(usd?.dueBalance).toEqual({ value: '1500.00', previous: '1400.00' });
    expect(usd?.overdue).toEqual({ value: '0.00', previous: '600.00' });
    expect(usd?.availableForFinance).toEqual({ value: '960.00', previous: '640.00' });
    expect(usd?.financingBalance).toEqual({ value: '240.00', previous: '800.00' });
    expect(usd?.repaymentDue7Days).toEqual({ value: '240.00', previous: '800.00' });
  });

  it('counts a receivable flagged financed without a financing record as financed all along', () => {
    const t = tables();
    const flagged = {
      ...b,
      id: 5,
      invoiceNo: 'I5',
      issueDate: '2025-01-10',
      dueDate: '2025-04-10',
      amount: '100.00',
      outstanding: '100.00',
      status: 'OPEN',
      financed: 'true',
    };
    const rows = [
      ...Array.from({ length: t.receivables.length }, (_, i) => t.receivables.rowAt(i)),
    ];
    const receivables = createTable(specs('receivables'), [...rows, flagged]);
    const [usd] = localArDashboard({ ...t, receivables }, {}, '2025-03-15').kpis;
    expect(usd?.dueBalance).toEqual({ value: '1600.00', previous: '1500.00' });
    expect(usd?.availableForFinance).toEqual({ value: '960.00', previous: '640.00' });
  });

  it('applies the range to each figure’s own date then as now', () => {
    const [usd] = localArDashboard(
      tables(),
      { from: '2025-03-01', to: '2025-12-31' },
      '2025-03-15',
    ).kpis;
    // Due dates in range: R2 (04-01), R3, R4 (03-20); then: R2 500 + R4 300.
    expect(usd?.dueBalance).toEqual({ value: '1500.00', previous: '800.00' });
  });

  it('takes the same day of the previous month, clamped to its end', () => {
    expect(sameDayLastMonth('2025-03-31')).toBe('2025-02-28');
    expect(sameDayLastMonth('2024-03-30')).toBe('2024-02-29');
    expect(sameDayLastMonth('2025-01-15')).toBe('2024-12-15');
  });

  it('rounds the 80 % advance per receivable like numeric round(): cents, whole yen', () => {
    expect(advanceCents(1, 'USD')).toBe(1); // 0.008 → 0.01
    expect(advanceCents(3, 'USD')).toBe(2); // 0.024 → 0.02
    expect(advanceCents(12_345, 'USD')).toBe(9_876);
    expect(advanceCents(62_500, 'JPY')).toBe(50_000); // 625 → 500
    expect(advanceCents(63_100, 'JPY')).toBe(50_500); // 631 × 0.8 = 504.8 → 505
    expect(advanceCents(62_500 + 125, 'JPY')).toBe(50_100); // 626.25 × 0.8 = 501 → 501
  });
});
