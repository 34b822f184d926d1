import { describe, expect, it } from 'vitest';
import type { PortalStorage } from '../../../src/db/storage';
import {
  commitTable,
  pullTable,
  type LoadedTable,
  type TableSyncDeps,
} from '../../../src/worker/receivables/sync-table';
import { TABLE_LAYOUTS, type TableLayout } from '../../../src/worker/receivables/table-layouts';
import { storageKinds } from '../db/storage-kinds';
import {
  createFakeSyncServer,
  receivable,
  seedReceivables,
  type FakeSyncServer,
} from './fake-sync-server';
import { storedRows } from './stored-rows';

const layout = TABLE_LAYOUTS.receivables;

/** One table up to date, as the cache syncs each: pulled from what the store holds, then committed. */
async function syncTable(
  deps: TableSyncDeps,
  tableLayout: TableLayout,
  signal: AbortSignal,
  onProgress: (loaded: number, total: number) => void,
  loaded?: LoadedTable,
) {
  const stored = await deps.chunks.syncState(tableLayout.table);
  const pulled = await pullTable(deps, tableLayout, signal, onProgress, stored);
  return commitTable(deps, tableLayout, pulled, signal, loaded);
}

function run(
  server: FakeSyncServer,
  storage: PortalStorage,
  signal = new AbortController().signal,
) {
  const progress: [number, number][] = [];
  const done = syncTable(
    {
      call: server.call,
      chunks: storage.chunks,
      companyId: 'C001',
      now: () => 5,
      pageLimit: 40,
      chunkRows: 100,
    },
    layout,
    signal,
    (loaded, total) => progress.push([loaded, total]),
  );
  return { done, progress };
}

describe.each(storageKinds)('syncing one table (%s)', (_kind, makeStorage) => {
  it('pulls the whole table from 0 the first time and stores it as key-ordered chunks', async () => {
    const server = createFakeSyncServer();
    seedReceivables(server, 1, 250);
    const storage = await makeStorage();
    const { done, progress } = run(server, storage);
    const { state } = await done;

    expect(server.requests[0]).toMatchObject({ sinceSeq: 0, countRemaining: true });
    expect(server.requests.slice(1).every((r) => !r.countRemaining)).toBe(true);
    expect(progress).toEqual([40, 80, 120, 160, 200, 240, 250].map((n) => [n, 250]));
    const chunks = await storage.chunks.list('receivables');
    expect(chunks.map((c) => [c.minKey, c.maxKey, c.rowCount])).toEqual([
      [1, 100, 100],
      [101, 200, 100],
      [201, 250, 50],
    ]);
    expect(state).toMatchObject({
      version: 250,
      serverVersion: 'v1',
      companyId: 'C001',
      rowCount: 250,
      chunkCount: 3,
    });
    const rows = await storedRows(storage.chunks, 'receivables');
    expect(rows[0]).toEqual({
      id: 1,
      invoiceNo: 'INV00000001',
      buyerCode: 'B00002',
      currency: 'CNY',
      issueDate: '2025-02-11',
      dueDate: '2025-11-02',
      amount: 1007.01,
      outstanding: 503.5,
      status: 'OPEN',
      financed: 'false',
    });
  });

  it('later asks only for what changed and rewrites only the chunks the changes touch', async () => {
    const server = createFakeSyncServer();
    seedReceivables(server, 1, 250);
    const storage = await makeStorage();
    await run(server, storage).done;
    const before = await storage.chunks.list('receivables');

    server.upsert(
      'receivables',
      receivable(150, { outstanding: '1.00', status: 'PARTIALLY_PAID' }),
    );
    server.remove('receivables', 120);
    seedReceivables(server, 251, 260);
    const asked = server.requests.length;
    const { state } = await run(server, storage).done;

    expect(server.requests[asked]).toMatchObject({ sinceSeq: 250 });
    const after = await storage.chunks.list('receivables');
    // Chunk 0 untouched (same bytes); chunk 1 rewritten without 120; new keys fill chunk 2.
    expect(after[0]?.bytes).toEqual(before[0]?.bytes);
    expect(after.map((c) => [c.chunkNo, c.minKey, c.maxKey, c.rowCount])).toEqual([
      [0, 1, 100, 100],
      [1, 101, 200, 99],
      [2, 201, 260, 60],
    ]);
    const rows = await storedRows(storage.chunks, 'receivables');
    expect(rows.map((r) => r.id)).toEqual(
      [...Array.from({ length: 260 }, (_, i) => i + 1)].filter((id) => id !== 120),
    );
    expect(rows.find((r) => r.id === 150)).toMatchObject({
      outstanding: 1,
      status: 'PARTIALLY_PAID',
    });
    expect(state).toMatchObject({ rowCount: 259, version: 262 });
  });

  it('commits only the new sync state, reading no chunk, when nothing changed', async () => {
    const server = createFakeSyncServer();
    seedReceivables(server, 1, 250);
    const storage = await makeStorage();
    const first = await run(server, storage).done;
    const chunks = await storage.chunks.list('receivables');
    let lists = 0;
    const watched: PortalStorage = {
      ...storage,
      chunks: {
        ...storage.chunks,
        list: (table) => {
          lists++;
          return storage.chunks.list(table);
        },
      },
    };
    const again = syncTable(
      { call: server.call, chunks: watched.chunks, companyId: 'C001', now: () => 9 },
      layout,
      new AbortController().signal,
      () => undefined,
    );
    const { state, chunks: answered } = await again;

    expect(lists).toBe(0);
    // Not read, so not answered: the caller reads them from the store if it needs them.
    expect(answered).toBeUndefined();
    expect(state).toEqual({ ...first.state, syncedAt: 9 });
    expect(await storage.chunks.syncState('receivables')).toEqual(state);
    expect(await storage.chunks.list('receivables')).toEqual(chunks);
  });

  it('answers the chunks the caller holds when nothing changed and they are the stored ones', async () => {
    const server = createFakeSyncServer();
    seedReceivables(server, 1, 120);
    const storage = await makeStorage();
    const first = await run(server, storage).done;
    const held = { state: first.state, chunks: first.chunks ?? [] };
    const { chunks } = await syncTable(
      { call: server.call, chunks: storage.chunks, companyId: 'C001', now: () => 9 },
      layout,
      new AbortController().signal,
      () => undefined,
      held,
    );
    expect(chunks).toBe(held.chunks);
  });

  it('starts over from 0 when the server version changed, replacing the local copy', async () => {
    const server = createFakeSyncServer('v1');
    seedReceivables(server, 1, 150);
    const storage = await makeStorage();
    await run(server, storage).done;
    server.reseed('v2');
    seedReceivables(server, 1000, 1009);
    const asked = server.requests.length;
    const { state } = await run(server, storage).done;

    expect(server.requests[asked]?.sinceSeq).toBe(150);
    expect(server.requests[asked + 1]?.sinceSeq).toBe(0);
    expect((await storedRows(storage.chunks, 'receivables')).map((r) => r.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 1000 + i),
    );
    expect(state).toMatchObject({ serverVersion: 'v2', version: 10, rowCount: 10 });
  });

  it('keeps the previous chunks and sync state when a page fails mid-sync', async () => {
    const server = createFakeSyncServer();
    seedReceivables(server, 1, 150);
    const storage = await makeStorage();
    await run(server, storage).done;
    const chunks = await storage.chunks.list('receivables');
    const state = await storage.chunks.syncState('receivables');

    for (let id = 1; id <= 100; id++)
      server.upsert('receivables', receivable(id, { status: 'OVERDUE' }));
    server.failWhen = (_r, pageNo) => pageNo === 7; // the third page of this sync
    await expect(run(server, storage).done).rejects.toMatchObject({ kind: 'network' });

    expect(await storage.chunks.list('receivables')).toEqual(chunks);
    expect(await storage.chunks.syncState('receivables')).toEqual(state);
    server.failWhen = undefined;
    await run(server, storage).done;
    const rows = await storedRows(storage.chunks, 'receivables');
    expect(rows.filter((r) => r.status === 'OVERDUE')).toHaveLength(100);
  });

  it('keeps the previous data when cancelled between pages', async () => {
    const server = createFakeSyncServer();
    seedReceivables(server, 1, 150);
    const storage = await makeStorage();
    const controller = new AbortController();
    server.onPage = () => controller.abort();
    await expect(run(server, storage, controller.signal).done).rejects.toMatchObject({
      kind: 'cancelled',
    });
    expect(await storage.chunks.list('receivables')).toEqual([]);
    expect(await storage.chunks.syncState('receivables')).toBeUndefined();
  });
});
