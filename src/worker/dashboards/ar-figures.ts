/**
 * Pieces both answers of the receivables dashboard share (local and server): the filter of each
 * figure, exact cent arithmetic, the advance rate's rounding, the top-10-and-others cut and the
 * day arithmetic of `asOf`. Kept in one place so the two paths cannot drift apart.
 */
import type { ArDashboardFilter, BuyerAmount, Money } from '../../shared/dashboard/ar-dashboard';
import type { Filter } from '../../shared/query/filter';
import { formatCents, formatDay, parseCents, parseDay } from '../query/values';

/** How many buyers a by-buyer series names before the rest become one "others" row. */
export const TOP_BUYERS = 10;

/** The server's advance rate (server/handlers/receivables/available-for-finance-amount.ts), as 4/5. */
const ADVANCE_NUMERATOR = 4;
const ADVANCE_DENOMINATOR = 5;

/** Currencies without minor units: the advance is rounded to whole units, as the server does. */
const WHOLE_UNIT_CURRENCIES = new Set(['JPY']);

/**
 * round(outstanding × 0.80, 0 or 2) in cents, half away from zero like PostgreSQL's numeric
 * round(): integer arithmetic, so no float ever touches an exact amount.
 */
export function advanceCents(outstandingCents: number, currency: string): number {
  const sign = outstandingCents < 0 ? -1 : 1;
  const scaled = Math.abs(outstandingCents) * ADVANCE_NUMERATOR; // cents × 5
  const unit = WHOLE_UNIT_CURRENCIES.has(currency) ? 100 : 1;
  const step = unit * ADVANCE_DENOMINATOR;
  return sign * Math.floor((scaled * 2 + step) / (step * 2)) * unit;
}

export const cents = (money: Money): number => parseCents(money);
export const money = (value: number): Money => formatCents(value);
export const addMoney = (a: Money, b: Money): Money => formatCents(parseCents(a) + parseCents(b));

/** The currency and buyer conditions, and the filter's range on the figure's own date column. */
export function figureFilters(
  filter: ArDashboardFilter,
  dateField: string | null,
  extra: Filter[] = [],
): Filter[] {
  const filters: Filter[] = [];
  if (filter.currency) filters.push({ field: 'currency', kind: 'enum', values: [filter.currency] });
  if (filter.buyerCode) {
    filters.push({ field: 'buyerCode', kind: 'enum', values: [filter.buyerCode] });
  }
  if (dateField && (filter.from || filter.to)) {
    filters.push({
      field: dateField,
      kind: 'dateRange',
      from: filter.from ?? null,
      to: filter.to ?? null,
    });
  }
  return [...filters, ...extra];
}

/** `day` plus `n` days, both `YYYY-MM-DD`. */
export const addDays = (day: string, n: number): string => formatDay(parseDay(day) + n);

/** The same day last month, clamped to that month's last day (31 March → 28 or 29 February). */
export function sameDayLastMonth(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

export interface BuyerTotal {
  currency: string;
  buyerCode: string;
  cents: number;
  count: number;
}

/**
 * Per currency (alphabetical), the buyers by amount (largest first, then by code), the first
 * TOP_BUYERS named and the rest summed into one row with a null buyer.
 */
export function topBuyers(rows: readonly BuyerTotal[], names: Map<string, string>): BuyerAmount[] {
  const byCurrency = new Map<string, BuyerTotal[]>();
  for (const row of rows) {
    const list = byCurrency.get(row.currency) ?? [];
    list.push(row);
    byCurrency.set(row.currency, list);
  }
  const out: BuyerAmount[] = [];
  for (const currency of [...byCurrency.keys()].sort()) {
    const list = (byCurrency.get(currency) ?? []).sort(
      (a, b) => b.cents - a.cents || (a.buyerCode < b.buyerCode ? -1 : 1),
    );
    for (const row of list.slice(0, TOP_BUYERS)) {
      out.push({
        currency,
        buyerCode: row.buyerCode,
        buyerName: names.get(row.buyerCode) ?? null,
        amount: money(row.cents),
        count: row.count,
      });
    }
    const rest = list.slice(TOP_BUYERS);
    if (rest.length > 0) {
      out.push({
        currency,
        buyerCode: null,
        buyerName: null,
        amount: money(rest.reduce((sum, r) => sum + r.cents, 0)),
        count: rest.reduce((sum, r) => sum + r.count, 0),
      });
    }
  }
  return out;
}
