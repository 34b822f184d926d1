import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/api/http/client';
import type { ChunkStore } from '../../../src/db/storage';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import type { CoreEvent } from '../../../src/shared/events';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import {
  createFakeSyncServer,
  receivable,
  seedBuyers,
  seedReceivables,
  type FakeSyncServer,
} from './fake-sync-server';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await turn();
};

/** A gate the test opens: `wait()` settles once `open()` ran. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => opened, open };
}

/**
 * A cache over a fake server (buyers, 250 receivables in pages of 100) whose commit of `held`
 * waits until the test opens it; logs each request and each commit that began and ended.
 */
function setup(held: string, server: FakeSyncServer = createFakeSyncServer()) {
  if (server.requests.length === 0) {
    seedBuyers(server);
    seedReceivables(server, 1, 250);
  }
  const log: string[] = [];
  const commit = gate();
  const storage = createMemoryStorage();
  const store = storage.chunks;
  const writing = async (table: string, write: () => Promise<void>) => {
    log.push(`commit ${table}`);
    if (table === held) await commit.wait();
    await write();
    log.push(`committed ${table}`);
  };
  const chunks: ChunkStore = {
    ...store,
    replaceTable: (table, list, state) =>
      writing(table, () => store.replaceTable(table, list, state)),
    commitChanges: (table, put, remove, state) =>
      writing(table, () => store.commitChanges(table, put, remove, state)),
  };
  const call = (async (
    endpoint: unknown,
    input: { params: { table: string }; body: { sinceSeq?: number } },
    options: never,
  ) => {
    log.push(`ask ${input.params.table} ${input.body.sinceSeq ?? 0}`);
    return (server.call as (...args: unknown[]) => Promise<unknown>)(endpoint, input, options);
  }) as unknown as HttpClient['call'];
  const events: CoreEvent[] = [];
  const cache = createReceivablesCache({
    chunks,
    call,
    companyId: () => 'C001',
    emit: (event) => events.push(event),
    pageLimit: 100,
    chunkRows: 100,
  });
  return { cache, log, commit, events, server };
}

const progress = (events: CoreEvent[]) =>
  events.flatMap((e) =>
    e.type === 'sync-progress' ? [`${e.table} ${e.loaded}/${e.total}${e.done ? ' done' : ''}`] : [],
  );

describe("the next table's pull runs while the previous table commits", () => {
  it('asks for the next table while the previous commit is under way; commits and progress keep their order', async () => {
    const { cache, log, commit, events } = setup('buyers');
    const syncing = cache.sync(new AbortController().signal, ['dueBalance']);
    await turns(30);
    // The buyers' commit waits; the receivables' pages are pulled meanwhile, not committed.
    // (The next table's first request goes out as the previous pull ends, before its commit.)
    expect(log).toEqual([
      'ask buyers 0',
      'ask receivables 0',
      'commit buyers',
      'ask receivables 107',
      'ask receivables 207',
    ]);
    // No receivables progress before the buyers are done.
    expect(progress(events)).toEqual(['buyers 7/7']);
    commit.open();
    await syncing;
    expect(log.slice(5)).toEqual([
      'committed buyers',
      'commit receivables',
      'committed receivables',
    ]);
    expect(progress(events)).toEqual([
      'buyers 7/7',
      'buyers 7/7 done',
      'receivables 100/250',
      'receivables 200/250',
      'receivables 250/250',
      'receivables 250/250 done',
    ]);
    const window = await cache.view('dueBalance', { filters: [], sort: [] }, 0, 5);
    expect(window.total).toBe(200);
  });

  it('a pull that fails while the previous table commits fails the sync after that commit', async () => {
    const { cache, log, commit, server } = setup('buyers');
    server.failWhen = (r) => r.table === 'receivables' && r.sinceSeq > 0;
    const syncing = cache.sync(new AbortController().signal, ['dueBalance']);
    syncing.catch(() => undefined);
    await turns(30);
    commit.open();
    await expect(syncing).rejects.toMatchObject({ kind: 'network' });
    expect(log).toEqual([
      'ask buyers 0',
      'ask receivables 0',
      'commit buyers',
      'ask receivables 107',
      'committed buyers',
    ]);
    // The buyers are stored and known; the receivables are not.
    const statuses = await cache.status();
    expect(statuses.find((s) => s.dataset === 'dueBalance')).toMatchObject({
      phase: 'failed',
      rowCount: 0,
    });
    expect(await cache.stamp()).toBeNull();
  });

  it('a cancel during a commit: that commit completes, no table after it is committed', async () => {
    const { cache, log, commit, server } = setup('receivables');
    server.upsert('financings', { ...receivable(1), receivableId: 1, balance: '1.00' });
    const cancel = new AbortController();
    const syncing = cache.syncAll(cancel.signal);
    syncing.catch(() => undefined);
    await turns(40);
    expect(log).toContain('ask payments 0');
    expect(log.at(-1)).toBe('commit receivables');
    cancel.abort();
    commit.open();
    await expect(syncing).rejects.toMatchObject({ kind: 'cancelled' });
    expect(log.filter((l) => l.startsWith('commit '))).toEqual([
      'commit buyers',
      'commit receivables',
    ]);
    expect(log).toContain('committed receivables');
    expect((await cache.status()).find((s) => s.dataset === 'dueBalance')?.rowCount).toBe(250);
  });
});
