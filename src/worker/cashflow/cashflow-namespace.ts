import { proxy } from 'comlink';
import type { CashflowForecast, CashflowInput } from '../../shared/dashboard/cashflow';
import type { CoreServices } from '../core/create-core';
import type { ReceivablesCache } from '../receivables/receivables-cache';

/** The cash-flow forecast (issue 19, docs/cashflow.md), computed from the local cache. */
export function cashflowNamespace(
  core: Promise<CoreServices>,
  receivables: Promise<ReceivablesCache>,
) {
  void core;
  void receivables;
  return proxy({
    async forecast(input: CashflowInput): Promise<CashflowForecast> {
      void input;
      throw new Error('cashflow.forecast: not built yet');
    },
  });
}
