import { proxy } from 'comlink';
import type {
  CashflowDrill,
  CashflowDrillView,
  CashflowForecast,
  CashflowInput,
} from '../../shared/dashboard/cashflow';
import type { CoreServices } from '../core/create-core';
import { serverTodayFrom } from '../dashboards/server-today';
import { parseDay } from '../query/values';
import type { ReceivablesCache } from '../receivables/receivables-cache';
import { createCashflowService } from './cashflow-service';

/** The cash-flow forecast (issue 19, docs/cashflow.md), computed from the local cache. */
export function cashflowNamespace(
  core: Promise<CoreServices>,
  receivables: Promise<ReceivablesCache>,
) {
  // The server's day, as /dashboard/ar counts from: the receivables' OVERDUE status and the
  // server's due windows change on that day, so the forecast's first week must too; a browser
  // with a wrong clock would otherwise shift every week (docs/cashflow.md, "asOf").
  const service = core.then((c) => {
    const today = serverTodayFrom(c.http);
    return createCashflowService({
      cache: () => receivables,
      today: () => parseDay(today()),
    });
  });
  // Like the core itself (src/worker/index.ts): a failed start is reported by each call, not as
  // an unhandled rejection.
  service.catch(() => undefined);
  return proxy({
    async forecast(input: CashflowInput): Promise<CashflowForecast> {
      return (await service).forecast(input);
    },
    /** The receivables behind one bar, as a due-balance view the page lists and exports. */
    async drill(input: CashflowInput, drill: CashflowDrill): Promise<CashflowDrillView> {
      return (await service).drill(input, drill);
    },
  });
}
