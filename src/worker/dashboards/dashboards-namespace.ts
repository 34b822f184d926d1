import { proxy } from 'comlink';
import type { ArDashboard, ArDashboardFilter } from '../../shared/dashboard/ar-dashboard';
import type { CoreServices } from '../core/create-core';
import type { ReceivablesCache } from '../receivables/receivables-cache';

/** The receivables dashboard (issue 19): local figures once synced, the server's before. */
export function dashboardsNamespace(
  core: Promise<CoreServices>,
  receivables: Promise<ReceivablesCache>,
) {
  void core;
  void receivables;
  return proxy({
    async ar(filter: ArDashboardFilter): Promise<ArDashboard> {
      void filter;
      throw new Error('dashboards.ar: not built yet');
    },
  });
}
