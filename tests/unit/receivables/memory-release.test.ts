import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ChunkRecord } from '../../../src/db/records';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import type { ChunkStore } from '../../../src/db/storage';
import type { ViewQuery } from '../../../src/shared/receivables/view-types';
import { warm } from '../../../src/worker/query/warm-table';
import {
  buyerNames,
  rawEngineTable,
  releasable,
} from '../../../src/worker/receivables/dataset-table';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { createFakeSyncServer, receivable, seedBuyers, seedReceivables } from './fake-sync-server';

// A collection on demand, to see what the cache still holds (issue 21, memory).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const signal = () => new AbortController().signal;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A chunk store that keeps a weak reference to the bytes of every receivables chunk it hands
 * out or takes in (the buyers' few chunks are kept while no buyers table is built).
 */
function watchedStore(inner: ChunkStore) {
  const seen: WeakRef<ArrayBufferLike>[] = [];
  let lists = 0;
  const watch = (chunks: readonly ChunkRecord[]) => {
    for (const chunk of chunks)
      if (chunk.table === 'receivables') seen.push(new WeakRef(chunk.bytes.buffer));
  };
  const store: ChunkStore = {
    ...inner,
    list: async (table) => {
      lists++;
      const chunks = await inner.list(table);
      watch(chunks);
      return chunks;
    },
    replaceTable: async (table, chunks, state) => {
      watch(chunks);
      await inner.replaceTable(table, chunks, state);
    },
    commitChanges: async (table, put, remove, state) => {
      watch(put);
      await inner.commitChanges(table, put, remove, state);
    },
  };
  return {
    store,
    get lists() {
      return lists;
    },
    /** How many of the chunk buffers seen so far are still reachable. */
    alive: () => seen.filter((ref) => ref.deref() !== undefined).length,
  };
}

/** Turns of the event loop and collections until nothing seen is reachable, or `turns` ran out. */
async function collected(watched: { alive(): number }, turns = 300): Promise<number> {
  for (let i = 1; i <= turns; i++) {
    await turn();
    if (i % 20 !== 0) continue;
    gc();
    if (watched.alive() === 0) return 0;
  }
  return watched.alive();
}

async function syncedCache() {
  const server = createFakeSyncServer();
  seedBuyers(server);
  seedReceivables(server, 1, 300);
  const storage = createMemoryStorage();
  const watched = watchedStore(storage.chunks);
  const cache = createReceivablesCache({
    chunks: watched.store,
    call: server.call,
    companyId: () => 'C001',
    emit: () => undefined,
    chunkRows: 100,
  });
  await cache.sync(signal(), ['dueBalance']);
  return { server, watched, cache, storage };
}

const queries: ViewQuery[] = [
  { filters: [], sort: [] },
  { filters: [], sort: [{ field: 'invoiceNo', order: 'desc' }] },
  { filters: [], sort: [{ field: 'buyerName', order: 'asc' }] },
  { filters: [{ field: 'invoiceNo', kind: 'text', pattern: '%0001%' }], sort: [] },
  { filters: [{ field: 'currency', kind: 'enum', values: ['JPY'] }], sort: [] },
] as ViewQuery[];

describe('the receivables cache lets go of chunks its tables no longer read (issue 21, memory)', () => {
  it('keeps no chunk bytes once the synced tables are built and warmed', async () => {
    const { watched, cache } = await syncedCache();
    await cache.view('dueBalance', { filters: [], sort: [] }, 0, 10);
    expect(watched.alive()).toBeGreaterThan(0);
    // The warm-up builds every column; then the chunks are a second copy of them.
    expect(await collected(watched)).toBe(0);
  });

  it('answers the same windows, rows and sums after letting go as before', async () => {
    const { watched, cache } = await syncedCache();
    const before = [];
    for (const query of queries) before.push(await cache.view('dueBalance', query, 0, 500));
    const rawBefore = await cache.rawTable('receivables');
    const rowsBefore = Array.from({ length: rawBefore.length }, (_, i) => rawBefore.rowAt(i));
    expect(await collected(watched)).toBe(0);
    const after = [];
    for (const query of queries) after.push(await cache.view('dueBalance', query, 0, 500));
    expect(after).toEqual(before);
    const rawAfter = await cache.rawTable('receivables');
    // The same table: what the engine and the dashboards keep per table stays valid.
    expect(rawAfter).toBe(rawBefore);
    expect(Array.from({ length: rawAfter.length }, (_, i) => rawAfter.rowAt(i))).toEqual(
      rowsBefore,
    );
  });

  it('reads the chunks from the store again for the next sync, which applies its changes', async () => {
    const { server, watched, cache } = await syncedCache();
    await cache.view('dueBalance', { filters: [], sort: [] }, 0, 10);
    expect(await collected(watched)).toBe(0);
    const lists = watched.lists;
    server.upsert('receivables', receivable(7, { outstanding: '1.23' }));
    server.remove('receivables', 8);
    // A buyers change rebuilds every table (their buyer names), from the store too.
    server.upsert('buyers', { buyerCode: 'B00001', buyerName: 'Renamed', country: 'SG' });
    await cache.sync(signal(), ['dueBalance']);
    expect(watched.lists).toBeGreaterThan(lists);
    const window = await cache.view(
      'dueBalance',
      { filters: [{ field: 'id', kind: 'range', min: 7, max: 8 }], sort: [] } as ViewQuery,
      0,
      10,
    );
    expect(window.rows.map((r) => [r.id, r.buyerCode, r.outstanding, r.buyerName])).toEqual([
      [7, 'B00001', '1.23', 'Renamed'],
    ]);
    expect(await collected(watched)).toBe(0);
  });
});

describe('a sync that brings no change (issue 21, memory)', () => {
  it('keeps the built, warmed tables and holds no chunks again', async () => {
    const { watched, cache } = await syncedCache();
    const window = await cache.view('dueBalance', { filters: [], sort: [] }, 0, 10);
    const table = await cache.rawTable('receivables');
    expect(await collected(watched)).toBe(0);
    const [before] = await cache.status();
    const lists = watched.lists;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [after] = await cache.sync(signal(), ['dueBalance']);
    // Nothing to rebuild or warm again, and no chunk read back from the store (sync-table.ts).
    expect(watched.lists).toBe(lists);
    expect(await cache.rawTable('receivables')).toBe(table);
    expect(await collected(watched)).toBe(0);
    expect(after?.syncedAt).toBeGreaterThan(before?.syncedAt as number);
    expect(await cache.view('dueBalance', { filters: [], sort: [] }, 0, 10)).toEqual(window);
  });
});

describe('a sync that brings no change, in a tab that has not read the table', () => {
  it('reads no chunk, and its first window reads them from the store', async () => {
    const { server, storage, cache } = await syncedCache();
    const window = await cache.view('dueBalance', { filters: [], sort: [] }, 0, 10);
    const watched = watchedStore(storage.chunks);
    const tab = createReceivablesCache({
      chunks: watched.store,
      call: server.call,
      companyId: () => 'C001',
      emit: () => undefined,
      chunkRows: 100,
    });
    await tab.sync(signal(), ['dueBalance']);
    expect(watched.lists).toBe(0);
    expect(await tab.view('dueBalance', { filters: [], sort: [] }, 0, 10)).toEqual(window);
    expect(watched.lists).toBeGreaterThan(0);
  });
});

describe('releasable (dataset-table.ts)', () => {
  it('lets go of the Arrow table only once every column is built, answering the same', async () => {
    const { storage } = await syncedCache();
    const names = buyerNames(await storage.chunks.list('buyers'));
    const inner = rawEngineTable('receivables', await storage.chunks.list('receivables'), names);
    let innerReads = 0;
    const handle = releasable({
      ...inner,
      rowAt: (row) => {
        innerReads++;
        return inner.rowAt(row);
      },
    });
    const { table } = handle;
    const rows = () => Array.from({ length: table.length }, (_, i) => table.rowAt(i));
    const cold = rows();
    // Nothing built yet: letting go now would lose the rows the engine reads from the chunks.
    expect(handle.release()).toBe(false);
    expect(await warm(table, { pause: turn })).toBe('done');
    const amount = table.columns.get('amount');
    const invoiceNo = table.columns.get('invoiceNo');
    expect(handle.release()).toBe(true);
    innerReads = 0;
    expect(rows()).toEqual(cold);
    expect(innerReads).toBe(0);
    // The built columns and their caches (ranks, lower-cased and joined dictionaries) stay.
    expect(table.columns.get('amount')).toBe(amount);
    expect(table.columns.get('invoiceNo')?.cache).toBe(invoiceNo?.cache);
    expect(table.columns.buildStep?.('invoiceNo')).toBe(true);
  });
});
