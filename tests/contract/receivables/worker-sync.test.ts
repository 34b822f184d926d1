import { beforeAll, describe, expect, it } from 'vitest';
import { demoTouch } from '../../../src/api/endpoints/receivables/demo-touch';
import { queryDueBalance } from '../../../src/api/endpoints/receivables/query-due-balance';
import { queryTradeInfoCount } from '../../../src/api/endpoints/receivables/query-trade-info-count';
import type { HttpClient } from '../../../src/api/http/client';
import { ApiError } from '../../../src/shared/errors/api-error';
import type { CoreEvent } from '../../../src/shared/events';
import type { DatasetId } from '../../../src/shared/receivables/datasets';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { createPortalClient } from '../client/portal-client';
import { DEMO_PASSWORD } from '../helpers/api';
import { ok } from './helpers';

type Client = Awaited<ReturnType<typeof createPortalClient>>;
type Body = { sinceSeq: number; limit: number };

/**
 * The worker's receivables cache (its real sync, chunk and view modules) in Node against the
 * reference server, over the worker's real HTTP client and session; storage is the in-memory
 * twin of the Dexie store (held to the same contract by the unit tests).
 */
function cacheFor(
  client: Client,
  options: { pageLimit?: number; failPage?: (table: string, n: number) => boolean } = {},
) {
  const requests: { table: string; body: Body }[] = [];
  const events: CoreEvent[] = [];
  const call = (async (
    endpoint: never,
    input: { params: { table: string }; body: Body },
    opts: never,
  ) => {
    requests.push({ table: input.params.table, body: input.body });
    const n = requests.filter((r) => r.table === input.params.table).length;
    if (options.failPage?.(input.params.table, n)) {
      throw new ApiError({ kind: 'network', code: 0, message: 'connection reset' });
    }
    return client.http.call(endpoint, input as never, opts);
  }) as unknown as HttpClient['call'];
  const cache = createReceivablesCache({
    chunks: client.storage.chunks,
    call,
    companyId: () => client.session.snapshot()?.principal.user.companyId ?? null,
    emit: (e) => events.push(e),
    ...(options.pageLimit ? { pageLimit: options.pageLimit } : {}),
  });
  return { cache, requests, events };
}

const run = (cache: ReturnType<typeof cacheFor>['cache'], datasets?: DatasetId[]) =>
  cache.sync(new AbortController().signal, datasets);
const noQuery = { filters: [], sort: [] };
const byId = (ids: number[]) => ({
  filters: [{ field: 'id', kind: 'enum' as const, values: ids }],
  sort: [],
});

let client: Client;
let token: string;
beforeAll(async () => {
  client = await createPortalClient();
  await client.session.login('supplier', DEMO_PASSWORD);
  token = client.session.token() ?? '';
});

describe('the worker cache against the reference server', () => {
  it("first sync mirrors every dataset; views agree with the server's own figures", async () => {
    const { cache, requests, events } = cacheFor(client);
    const started = performance.now();
    const statuses = await run(cache);
    console.info(`first sync of every dataset: ${Math.round(performance.now() - started)} ms`);

    const counts = await ok<{
      receivableCount: number;
      paymentCount: number;
      dilutionCount: number;
    }>(queryTradeInfoCount, { token, body: {} });
    const rowCount = (d: DatasetId) => statuses.find((s) => s.dataset === d)?.rowCount;
    expect([rowCount('dueBalance'), rowCount('paymentHistory'), rowCount('dilution')]).toEqual([
      counts.receivableCount,
      counts.paymentCount,
      counts.dilutionCount,
    ]);
    expect(requests.every((r) => r.body.sinceSeq === 0)).toBe(true);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'sync-progress',
        table: 'receivables',
        total: counts.receivableCount,
        done: true,
      }),
    );

    // Sums per currency of the cached due balance equal the server's queryDueBalance.
    const balances = await ok<
      { currency: string; totalBalance: string; receivableCount: number }[]
    >(queryDueBalance, { token, body: {} });
    const due = await cache.view('dueBalance', noQuery, 0, 5);
    expect(due.total).toBe(balances.reduce((n, b) => n + b.receivableCount, 0));
    for (const b of balances) expect(due.sums[b.currency]?.outstanding).toBe(b.totalBalance);

    const payments = await cache.view('paymentHistory', noQuery, 0, 20);
    for (const row of payments.rows) {
      expect(row.invoiceNo).toMatch(/^INV\d{8}$/);
      expect(row.buyerName).toEqual(expect.any(String));
    }
    const dilutions = await cache.view('dilution', noQuery, 0, 1);
    expect(dilutions.rows[0]?.invoiceNo).toMatch(/^INV\d{8}$/);
  });

  it('an incremental sync after a touch fetches only the changes and applies updates and deletes', async () => {
    const { cache, requests } = cacheFor(client);
    const before = await cache.status();
    const touch = await ok<{ touched: { id: number; outstanding: string }[]; deleted: number[] }>(
      demoTouch,
      {
        token,
        body: { count: 20, deleteCount: 3 },
      },
    );
    await run(cache, ['dueBalance']);

    const receivablePages = requests.filter((r) => r.table === 'receivables');
    expect(receivablePages).toHaveLength(1);
    expect(receivablePages[0]?.body.sinceSeq).toBeGreaterThan(0);
    const after = await cache.status();
    const rows = (s: typeof before) => s.find((x) => x.dataset === 'dueBalance')?.rowCount ?? 0;
    expect(rows(after)).toBe(rows(before) - 3);

    const touchedIds = touch.touched.map((t) => t.id);
    const shown = await cache.view('dueBalance', byId(touchedIds), 0, 100);
    const open = touch.touched.filter((t) => t.outstanding !== '0.00');
    expect(shown.rows.map((r) => [r.id, r.outstanding]).sort()).toEqual(
      open.map((t) => [t.id, t.outstanding]).sort(),
    );
    expect((await cache.view('dueBalance', byId(touch.deleted), 0, 10)).total).toBe(0);
  });

  it('an interrupted sync keeps the previous data and says so; the next one completes', async () => {
    const { cache: first } = cacheFor(client);
    await run(first, ['dueBalance']);
    const touch = await ok<{ touched: { id: number; outstanding: string }[] }>(demoTouch, {
      token,
      body: { count: 30, deleteCount: 0 },
    });
    const ids = touch.touched.map((t) => t.id);
    const previous = await first.view('dueBalance', byId(ids), 0, 100);

    // A fresh worker (cold start from the stored chunks) whose connection drops on page 2.
    const { cache, events } = cacheFor(client, {
      pageLimit: 10,
      failPage: (table, n) => table === 'receivables' && n === 2,
    });
    await expect(run(cache, ['dueBalance'])).rejects.toMatchObject({ kind: 'network' });
    expect(await cache.view('dueBalance', byId(ids), 0, 100)).toEqual(previous);
    const status = events.filter((e) => e.type === 'receivables-status').at(-1);
    expect(status).toMatchObject({
      statuses: expect.arrayContaining([
        expect.objectContaining({
          dataset: 'dueBalance',
          phase: 'failed',
          error: expect.objectContaining({ message: 'connection reset' }),
        }),
      ]),
    });

    const { cache: retry } = cacheFor(client, { pageLimit: 10 });
    await run(retry, ['dueBalance']);
    const now = await retry.view('dueBalance', byId(ids), 0, 100);
    const expected = touch.touched.filter((t) => t.outstanding !== '0.00');
    expect(now.rows.map((r) => [r.id, r.outstanding]).sort()).toEqual(
      expected.map((t) => [t.id, t.outstanding]).sort(),
    );
  });
});
