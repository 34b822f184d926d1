import { proxy } from 'comlink';
import type {
  CashflowDrill,
  CashflowDrillView,
  CashflowForecast,
  CashflowInput,
} from '../../shared/dashboard/cashflow';
import { isoDateOf } from '../../shared/format/date';
import type { CoreServices } from '../core/create-core';
import { parseDay } from '../query/values';
import type { ReceivablesCache } from '../receivables/receivables-cache';
import { createCashflowService } from './cashflow-service';

/** The cash-flow forecast (issue 19, docs/cashflow.md), computed from the local cache. */
export function cashflowNamespace(
  core: Promise<CoreServices>,
  receivables: Promise<ReceivablesCache>,
) {
  void core;
  const service = createCashflowService({
    cache: () => receivables,
    // The user's calendar day: a forecast made late in the evening still starts today.
    today: () => parseDay(isoDateOf(new Date())),
  });
  return proxy({
    forecast(input: CashflowInput): Promise<CashflowForecast> {
      return service.forecast(input);
    },
    /** The receivables behind one bar, as a due-balance view the page lists and exports. */
    drill(input: CashflowInput, drill: CashflowDrill): Promise<CashflowDrillView> {
      return service.drill(input, drill);
    },
  });
}
