import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/api/http/client';
import { arDashboard, type ArDashboardDeps } from '../../../src/worker/dashboards/ar-dashboard';
import {
  createServerAnswers,
  SERVER_ANSWER_KEPT_MS,
} from '../../../src/worker/dashboards/ar-server-kept';
import { CHART_CALLS } from '../../support/dashboard-chart-calls';

const asOf = '2026-11-26';

/** A server with no receivables that counts the analytics calls it answers. */
function countingServer(fail = { value: false }) {
  const paths: string[] = [];
  const http = {
    call: (endpoint: { path: string }) => {
      paths.push(endpoint.path);
      if (fail.value) return Promise.reject(new Error('offline'));
      return Promise.resolve(/Table$/.test(endpoint.path) ? { list: [], total: 0 } : []);
    },
  } as unknown as HttpClient;
  return { http, paths };
}

/** A signed-in worker whose cache has not synced yet (no stamp): the server answers. */
function beforeFirstSync(http: HttpClient, who: { value: string }, now: { value: number }) {
  const deps: ArDashboardDeps = {
    http,
    cache: {
      stamp: () => Promise.resolve(null),
      rawTable: () => Promise.reject(new Error('none')),
    },
    signedIn: () => true,
    who: () => who.value,
    today: () => asOf,
    serverAnswers: createServerAnswers(() => now.value),
  };
  return deps;
}

describe('the server’s dashboard answers during the first sync', () => {
  it('are asked once per question, however often the page asks again while tables are stored', async () => {
    const { http, paths } = countingServer();
    const now = { value: 0 };
    const deps = beforeFirstSync(http, { value: 'C001|u1' }, now);
    const first = await arDashboard(deps, { currency: 'USD' });
    const oneRound = paths.length;
    expect(oneRound).toBeGreaterThan(10);
    expect(first.source).toBe('server');

    for (let table = 0; table < 4; table++) {
      now.value += 5_000;
      expect(await arDashboard(deps, { currency: 'USD' })).toBe(first);
    }
    expect(paths.length).toBe(oneRound);

    // Another question is its own round.
    await arDashboard(deps, { currency: 'CNY' });
    expect(paths.length).toBe(2 * oneRound);
  });

  it('are asked again after a minute, for another user, and after a failure', async () => {
    const fail = { value: true };
    const { http, paths } = countingServer(fail);
    const now = { value: 0 };
    const who = { value: 'C001|u1' };
    const deps = beforeFirstSync(http, who, now);
    await expect(arDashboard(deps, {})).rejects.toThrow('offline');
    const failed = paths.length;
    fail.value = false;
    await arDashboard(deps, {});
    expect(paths.length).toBeGreaterThan(failed);

    const afterFailure = paths.length;
    who.value = 'C002|u9';
    await arDashboard(deps, {});
    expect(paths.length).toBeGreaterThan(afterFailure);

    const otherUser = paths.length;
    now.value += SERVER_ANSWER_KEPT_MS;
    await arDashboard(deps, {});
    expect(paths.length).toBeGreaterThan(otherUser);
  });
});

describe('the server’s dashboard answer while the page’s first sync runs', () => {
  it('asks for the cards only, and says the charts come with the sync', async () => {
    const { http, paths } = countingServer();
    const deps = beforeFirstSync(http, { value: 'C001|u1' }, { value: 0 });
    const cardsOnly = await arDashboard(deps, {}, { awaitingSync: true });
    expect(cardsOnly.awaitingSync).toBe(true);
    expect(cardsOnly.source).toBe('server');
    const asked = paths.map((path) => path.split('/').at(-1));
    expect(asked).toEqual(
      expect.arrayContaining(['queryDueBalance', 'queryFinancingBalanceAmount', 'queryBuyerList']),
    );
    for (const chartCall of CHART_CALLS) expect(asked).not.toContain(chartCall);

    // Not the same question: once the sync has failed, the page asks for everything.
    paths.length = 0;
    const whole = await arDashboard(deps, {});
    expect(whole.awaitingSync).toBe(false);
    expect(paths.map((path) => path.split('/').at(-1))).toContain('queryHistoryDueBalance');
  });
});
