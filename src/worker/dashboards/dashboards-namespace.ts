import { proxy } from 'comlink';
import type { ArDashboard, ArDashboardFilter } from '../../shared/dashboard/ar-dashboard';
import type { CoreServices } from '../core/create-core';
import type { ReceivablesCache } from '../receivables/receivables-cache';
import { arDashboard } from './ar-dashboard';
import { serverTodayFrom } from './server-today';

/** The receivables dashboard (issue 19): local figures once synced, the server's before. */
export function dashboardsNamespace(
  core: Promise<CoreServices>,
  receivables: Promise<ReceivablesCache>,
) {
  return proxy({
    /**
     * Every card and series of /dashboard/ar for one filter: 'local' once every cached table has
     * synced, 'server' before, 'demo' for a preview visitor (nobody signed in).
     */
    async ar(filter: ArDashboardFilter): Promise<ArDashboard> {
      const c = await core;
      return arDashboard(
        {
          http: c.http,
          cache: await receivables,
          signedIn: () => (c.session.snapshot()?.principal.user.companyId ?? null) !== null,
          today: serverTodayFrom(c.http),
        },
        filter,
      );
    },
  });
}
