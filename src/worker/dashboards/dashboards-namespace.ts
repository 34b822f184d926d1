import { proxy } from 'comlink';
import type {
  ArDashboard,
  ArDashboardAsk,
  ArDashboardFilter,
} from '../../shared/dashboard/ar-dashboard';
import { BUILD_VERSION } from '../../shared/constants';
import type { CoreServices } from '../core/create-core';
import type { ReceivablesCache } from '../receivables/receivables-cache';
import { arDashboard } from './ar-dashboard';
import { createArMemo } from './ar-memo';
import { createServerAnswers } from './ar-server-kept';
import { serverTodayFrom } from './server-today';

/**
 * The worker's build: its script's address carries the bundle's content hash, so kept answers of
 * an older build are not shown by a newer one whose figures may be computed differently.
 */
const WORKER_REVISION = `${BUILD_VERSION}|${globalThis.location?.href ?? ''}`;

/** The receivables dashboard (issue 19): local figures once synced, the server's before. */
export function dashboardsNamespace(
  core: Promise<CoreServices>,
  receivables: Promise<ReceivablesCache>,
) {
  const memo = core.then((c) => createArMemo(c.storage.settings));
  const serverAnswers = createServerAnswers();
  return proxy({
    /**
     * Every card and series of /dashboard/ar for one filter: 'local' once every cached table has
     * synced, 'server' before, 'demo' for a preview visitor (nobody signed in). `ask.awaitingSync`:
     * the page's first sync is running, so the server is asked for the cards only.
     */
    async ar(filter: ArDashboardFilter, ask: ArDashboardAsk = {}): Promise<ArDashboard> {
      const c = await core;
      return arDashboard(
        {
          http: c.http,
          cache: await receivables,
          signedIn: () => (c.session.snapshot()?.principal.user.companyId ?? null) !== null,
          who: () => {
            const snapshot = c.session.snapshot();
            return `${snapshot?.principal.user.companyId ?? ''}|${snapshot?.userId ?? ''}`;
          },
          serverAnswers,
          today: serverTodayFrom(c.http),
          memo: await memo,
          revision: WORKER_REVISION,
        },
        filter,
        ask,
      );
    },
  });
}
