/**
 * The preview visitors' demonstration data (issue 19): invented buyers with a few hundred
 * receivables, their payments, dilutions and financings, generated in the worker from a fixed
 * seed around `asOf`, with no server call and nothing of any company's records. The same asOf
 * gives the same rows, so the dashboard a visitor sees is stable and testable.
 */
import { createTable } from '../query/create-table';
import type { ColumnSpec } from '../query/types';
import { engineType, TABLE_LAYOUTS, type CachedTable } from '../receivables/table-layouts';
import { addDays } from './ar-figures';
import type { ArTables } from './ar-tables';
import { mulberry32 } from '../../shared/random/mulberry32';

export const DEMO_RECEIVABLE_COUNT = 360;

const DEMO_BUYERS: readonly [code: string, name: string, country: string][] = [
  ['DEMO01', 'Aurora Retail Group', '840'],
  ['DEMO02', 'Blue Harbor Trading', '702'],
  ['DEMO03', 'Cedar Line Logistics', '826'],
  ['DEMO04', 'Delta Peak Foods', '276'],
  ['DEMO05', 'Evergreen Home Goods', '156'],
  ['DEMO06', 'Foxglove Apparel', '250'],
  ['DEMO07', 'Granite Tools Co.', '036'],
  ['DEMO08', 'Harborview Electronics', '392'],
  ['DEMO09', 'Ironwood Furniture', '410'],
  ['DEMO10', 'Juniper Beverages', '344'],
  ['DEMO11', 'Kestrel Robotics', '840'],
  ['DEMO12', 'Lumen Glassworks', '156'],
  ['DEMO13', 'Meadow Chemicals', '276'],
  ['DEMO14', 'Northwind Audio', '826'],
];
const DEMO_CURRENCIES = ['USD', 'USD', 'USD', 'CNY', 'CNY', 'EUR', 'JPY'] as const;
const TERMS = [30, 45, 60, 90] as const;
const REASONS = ['PRICE_ADJUSTMENT', 'RETURN', 'DISCOUNT', 'DAMAGED_GOODS'] as const;

/** No Math.random: the demo must not change. */
const random = mulberry32;

const money = (cents: number) => (cents / 100).toFixed(2);

function specsOf(name: CachedTable): ColumnSpec[] {
  const specs = TABLE_LAYOUTS[name].columns.map((c) => ({ name: c.name, type: engineType(c) }));
  return name === 'buyers' ? specs : [...specs, { name: 'buyerName', type: 'string' }];
}

type Row = Record<string, string | number>;

/** The demonstration tables as of `asOf` (YYYY-MM-DD); more receivables for a bench. */
export function demoTables(asOf: string, count = DEMO_RECEIVABLE_COUNT): ArTables {
  const next = random(20_240_619);
  const int = (n: number) => Math.floor(next() * n);
  const names = new Map(DEMO_BUYERS.map(([code, name]) => [code, name]));
  const buyers: Row[] = DEMO_BUYERS.map(([buyerCode, buyerName, country]) => ({
    buyerCode,
    buyerName,
    country,
  }));
  const receivables: Row[] = [];
  const payments: Row[] = [];
  const dilutions: Row[] = [];
  const financings: Row[] = [];
  for (let i = 1; i <= count; i++) {
    // Larger buyers first: the top-10 chart then has a visible "others".
    const buyer =
      DEMO_BUYERS[Math.min(int(DEMO_BUYERS.length), int(DEMO_BUYERS.length))] ?? DEMO_BUYERS[0];
    const [buyerCode] = buyer as (typeof DEMO_BUYERS)[number];
    const currency = DEMO_CURRENCIES[int(DEMO_CURRENCIES.length)] as string;
    const whole = currency === 'JPY';
    const issueDate = addDays(asOf, -(1 + int(540)));
    const dueDate = addDays(issueDate, TERMS[int(TERMS.length)] as number);
    const amountCents = whole ? (200_000 + int(9_000_000)) * 100 : 500_000 + int(25_000_000);
    const invoiceNo = `DEMO-${String(i).padStart(5, '0')}`;
    const common = { buyerCode, buyerName: names.get(buyerCode) ?? '', currency, invoiceNo };
    const due = dueDate < asOf;
    // Past due: most are paid (some late, some partly); not yet due: a few paid early.
    const roll = next();
    let paidCents = 0;
    if (due ? roll < 0.82 : roll < 0.12) paidCents = amountCents;
    else if (due ? roll < 0.9 : roll < 0.25) {
      paidCents =
        Math.round((amountCents * (20 + int(60))) / 100 / (whole ? 100 : 1)) * (whole ? 100 : 1);
    }
    if (paidCents > 0) {
      const late = int(25) - 5;
      let paymentDate = addDays(dueDate, late);
      if (paymentDate >= asOf) paymentDate = addDays(asOf, -1);
      if (paymentDate < issueDate) paymentDate = issueDate;
      payments.push({ id: i, receivableId: i, ...common, paymentDate, amount: money(paidCents) });
    }
    const outstandingCents = amountCents - paidCents;
    const status =
      outstandingCents === 0
        ? 'PAID'
        : due
          ? 'OVERDUE'
          : outstandingCents < amountCents
            ? 'PARTIALLY_PAID'
            : 'OPEN';
    const financed = int(10) < 3;
    receivables.push({
      id: i,
      ...common,
      issueDate,
      dueDate,
      amount: money(amountCents),
      outstanding: money(outstandingCents),
      status,
      financed: financed ? 'true' : 'false',
    });
    if (int(100) < 9) {
      const share = 1 + int(5);
      const cents = Math.round((amountCents * share) / 100 / (whole ? 100 : 1)) * (whole ? 100 : 1);
      const dilutionDate = addDays(issueDate, 10) < asOf ? addDays(issueDate, 10) : asOf;
      dilutions.push({
        id: i,
        receivableId: i,
        ...common,
        dilutionDate,
        amount: money(cents),
        reason: REASONS[int(4)] as string,
      });
    }
    if (financed) {
      const fin = Math.round((amountCents * 0.8) / (whole ? 100 : 1)) * (whole ? 100 : 1);
      const financingDate = addDays(issueDate, 3) < asOf ? addDays(issueDate, 3) : asOf;
      financings.push({
        id: i,
        receivableId: i,
        ...common,
        financingDate,
        repaymentDate: dueDate,
        amount: money(fin),
        balance: money(outstandingCents === 0 ? 0 : fin),
        status: outstandingCents === 0 ? 'REPAID' : 'ACTIVE',
      });
    }
  }
  return {
    buyers: createTable(specsOf('buyers'), buyers),
    receivables: createTable(specsOf('receivables'), receivables),
    payments: createTable(specsOf('payments'), payments),
    dilutions: createTable(specsOf('dilutions'), dilutions),
    financings: createTable(specsOf('financings'), financings),
  };
}
