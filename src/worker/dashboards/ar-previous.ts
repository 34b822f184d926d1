/**
 * The KPIs as they stood on the same day last month, rebuilt from the records (docs/dashboards.md
 * "previous"): a receivable's balance then is its amount less its payments dated up to that day;
 * a financing was active then when it had started and was not repaid before it. Statuses are
 * those days' (overdue: due before it), not today's.
 */
import type { ArDashboardFilter } from '../../shared/dashboard/ar-dashboard';
import { filterRows } from '../query/filter-rows';
import type { NumericColumn, StringColumn, Table } from '../query/types';
import { parseDay } from '../query/values';
import { advanceCents, figureFilters, sameDayLastMonth } from './ar-figures';
import type { PreviousKpis } from './ar-local';
import type { ArTables } from './ar-tables';
import { receivableRows, type ReceivableRows } from './receivable-join';

const num = (t: Table, field: string) => t.columns.get(field) as NumericColumn;
const str = (t: Table, field: string) => t.columns.get(field) as StringColumn;

/**
 * Cents paid per receivable row up to `day` (inclusive), over payments of the filter's currency
 * and buyer.
 */
function paidBy(
  payments: Table,
  receivableOf: ReceivableRows,
  receivableCount: number,
  filter: ArDashboardFilter,
  day: number,
): Float64Array {
  const rows = filterRows(payments, figureFilters({ ...pick(filter) }, null));
  const date = num(payments, 'paymentDate').values;
  const amount = num(payments, 'amount').values;
  const paid = new Float64Array(receivableCount);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const receivable = receivableOf[row] as number;
    if (receivable < 0 || !((date[row] as number) <= day)) continue;
    paid[receivable] = (paid[receivable] as number) + (amount[row] as number);
  }
  return paid;
}

const pick = (f: ArDashboardFilter): ArDashboardFilter => ({
  ...(f.currency ? { currency: f.currency } : {}),
  ...(f.buyerCode ? { buyerCode: f.buyerCode } : {}),
});

const zero = (): PreviousKpis => ({
  dueBalance: 0,
  overdue: 0,
  financingBalance: 0,
  repaymentDue7Days: 0,
  availableForFinance: 0,
});

/** Per currency, the KPIs on the same day last month of `asOf` under the same filter. */
export function previousKpis(
  t: ArTables,
  filter: ArDashboardFilter,
  asOf: string,
): Map<string, PreviousKpis> {
  const thenText = sameDayLastMonth(asOf);
  const then = parseDay(thenText);
  const out = new Map<string, PreviousKpis>();
  const of = (currency: string) => {
    let v = out.get(currency);
    if (!v) out.set(currency, (v = zero()));
    return v;
  };
  const from = filter.from ? parseDay(filter.from) : -Infinity;
  const to = filter.to ? parseDay(filter.to) : Infinity;
  const inRange = (day: number) => day >= from && day <= to;
  const r = t.receivables;

  // Financings: active then = started by then, and still active now or repaid after then.
  const financedOn = new Float64Array(r.length).fill(Infinity); // receivable row → first day
  {
    const f = t.financings;
    const rows = filterRows(f, figureFilters(pick(filter), null));
    const currency = str(f, 'currency');
    const status = str(f, 'status');
    const statusNames = status.dict();
    const start = num(f, 'financingDate').values;
    const repay = num(f, 'repaymentDate').values;
    const amount = num(f, 'amount').values;
    const balance = num(f, 'balance').values;
    const receivableOf = receivableRows(r, f);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      const started = start[row] as number;
      const receivable = receivableOf[row] as number;
      if (receivable >= 0 && started < (financedOn[receivable] as number)) {
        financedOn[receivable] = started;
      }
      if (!(started <= then)) continue;
      const state = statusNames[status.codes[row] as number];
      const repaid = repay[row] as number;
      let owed: number;
      if (state === 'ACTIVE') owed = balance[row] as number;
      else if (state === 'REPAID' && repaid > then) owed = amount[row] as number;
      else continue;
      const v = of(currency.text(currency.codes[row] as number));
      if (inRange(started)) v.financingBalance += owed;
      if (repaid >= then && repaid <= then + 7) v.repaymentDue7Days += owed;
    }
  }

  // Receivables: the balance then of those issued by then.
  const paid = paidBy(t.payments, receivableRows(r, t.payments), r.length, filter, then);
  const rows = filterRows(r, figureFilters(pick(filter), null));
  const currencyCodes = str(r, 'currency').codes;
  const currencyNames = str(r, 'currency').dict();
  // Per currency code, its figures: created on first use, so a currency without rows has none.
  const perCode: (PreviousKpis | undefined)[] = [];
  const issue = num(r, 'issueDate').values;
  const dueDay = num(r, 'dueDate').values;
  const amount = num(r, 'amount').values;
  const financedCodes = str(r, 'financed').codes;
  const flaggedCode = str(r, 'financed').dict().indexOf('true');
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const issued = issue[row] as number;
    if (!(issued <= then)) continue;
    const balance = (amount[row] as number) - (paid[row] as number);
    if (!(balance > 0)) continue;
    const due = dueDay[row] as number;
    const code = currencyCodes[row] as number;
    const v = (perCode[code] ??= of(currencyNames[code] as string));
    if (inRange(due)) {
      v.dueBalance += balance;
      if (due < then) v.overdue += balance;
    }
    // Eligible then: not overdue then, not yet financed then (a financed flag without a
    // financing record counts as financed all along).
    const first = financedOn[row] as number; // Infinity: no financing record
    const financedThen =
      financedCodes[row] === flaggedCode && (first === Infinity || first <= then);
    if (due >= then && !financedThen && inRange(issued)) {
      v.availableForFinance += advanceCents(balance, currencyNames[code] as string);
    }
  }
  return out;
}
