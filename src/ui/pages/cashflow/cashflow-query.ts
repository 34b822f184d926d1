import type { CashflowGrain } from '../../../shared/dashboard/cashflow';

/**
 * The page's view in the URL (`?grain=month&currency=USD`), so a forecast can be bookmarked: the
 * grain (13 weeks by default) and the one currency shown. The what-if stays on the page: it is a
 * question being asked, not a view to share. Anything unreadable is dropped.
 */
export interface CashflowQuery {
  grain: CashflowGrain;
  currency: string | null;
}

const CURRENCY = /^[A-Z]{3}$/;

export function parseCashflowQuery(params: URLSearchParams): CashflowQuery {
  const grain = params.get('grain') === 'month' ? 'month' : 'week';
  const currency = params.get('currency');
  return { grain, currency: currency && CURRENCY.test(currency) ? currency : null };
}

export function writeCashflowQuery(query: CashflowQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.grain !== 'week') params.set('grain', query.grain);
  if (query.currency) params.set('currency', query.currency);
  return params;
}

/** The currency to show: the chosen one while the forecast has it, otherwise the first. */
export function shownCurrency(chosen: string | null, available: readonly string[]): string | null {
  if (chosen && available.includes(chosen)) return chosen;
  return available[0] ?? null;
}
