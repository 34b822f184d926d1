import type { ArDashboardFilter } from '../../../../shared/dashboard/ar-dashboard';
import type { PageQuery } from '../page-query';

/**
 * The dashboard's cross-filter is the tables' own URL state (buyer, currency, from, to), so one
 * choice filters the cards, the charts and the rows below at once. The dashboard takes one buyer
 * and one currency: with several chosen in the tables' multi-selects it shows all of them.
 */
export function dashboardFilterOf(query: PageQuery): ArDashboardFilter {
  const [buyer] = query.enums.buyer;
  const [currency] = query.enums.currency;
  return {
    ...(query.enums.buyer.length === 1 && buyer ? { buyerCode: buyer } : {}),
    ...(query.enums.currency.length === 1 && currency ? { currency } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

export function withBuyers(query: PageQuery, buyers: readonly string[]): PageQuery {
  return { ...query, enums: { ...query.enums, buyer: buyers } };
}

export function withCurrencies(query: PageQuery, currencies: readonly string[]): PageQuery {
  return { ...query, enums: { ...query.enums, currency: currencies } };
}

export function withRange(query: PageQuery, from: string, to: string): PageQuery {
  return { ...query, from, to };
}

/** "Clear all" of the chip row: the cross-filter goes, the tables' other filters stay. */
export function withoutCrossFilters(query: PageQuery): PageQuery {
  return withRange(withCurrencies(withBuyers(query, []), []), '', '');
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** The first and last day of a `YYYY-MM` month; null for anything else. */
export function monthBounds(month: string): { from: string; to: string } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]);
  if (index < 1 || index > 12) return null;
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The range from the start of one month to the end of another, in either order. */
export function monthsRange(a: string, b: string): { from: string; to: string } | null {
  const [first, last] = a <= b ? [a, b] : [b, a];
  const start = monthBounds(first);
  const end = monthBounds(last);
  return start && end ? { from: start.from, to: end.to } : null;
}

/** The month the range is exactly, so its bar shows as chosen; null for any other range. */
export function selectedMonth(from: string, to: string): string | null {
  const month = from.slice(0, 7);
  const bounds = monthBounds(month);
  return bounds && bounds.from === from && bounds.to === to ? month : null;
}
