import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/api/http/client';
import type { PortalStorage } from '../../../src/db/storage';
import type { CoreEvent } from '../../../src/shared/events';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { storageKinds } from '../db/storage-kinds';
import {
  createFakeSyncServer,
  receivable,
  seedBuyers,
  seedReceivables,
  type FakeSyncServer,
} from './fake-sync-server';

const offline = (() => {
  throw new Error('the network was used');
}) as unknown as HttpClient['call'];

function cacheOver(
  storage: PortalStorage,
  call: HttpClient['call'],
  company = { id: 'C001' as string | null },
) {
  const events: CoreEvent[] = [];
  const cache = createReceivablesCache({
    chunks: storage.chunks,
    call,
    companyId: () => company.id,
    emit: (e) => events.push(e),
    now: () => 1234,
    pageLimit: 60,
    chunkRows: 100,
  });
  return { cache, events, company };
}

const noQuery = { filters: [], sort: [] };

async function synced(makeStorage: () => Promise<PortalStorage>, server: FakeSyncServer) {
  seedBuyers(server);
  seedReceivables(server, 1, 250);
  const storage = await makeStorage();
  const { cache, events, company } = cacheOver(storage, server.call);
  await cache.sync(new AbortController().signal, ['dueBalance']);
  return { storage, cache, events, company };
}

describe.each(storageKinds)('the receivables cache (%s)', (_kind, makeStorage) => {
  it('answers due-balance windows: outstanding > 0 only, default order, per-currency sums, buyer names', async () => {
    const { cache } = await synced(makeStorage, createFakeSyncServer());
    const first = await cache.view('dueBalance', noQuery, 0, 3);
    const open = Array.from({ length: 250 }, (_, i) => receivable(i + 1)).filter(
      (r) => r.outstanding !== '0.00',
    );
    expect(first.total).toBe(open.length);
    expect(first.offset).toBe(0);
    expect(first.rows).toHaveLength(3);
    // Default sort: dueDate ascending (ties in key order).
    const byDue = [...open].sort((a, b) => String(a.dueDate).localeCompare(String(b.dueDate)));
    expect(first.rows.map((r) => r.id)).toEqual(byDue.slice(0, 3).map((r) => r.id));
    const row = first.rows[0] as Record<string, unknown>;
    const source = byDue[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      invoiceNo: source.invoiceNo,
      buyerCode: source.buyerCode,
      buyerName: `Buyer ${Number(String(source.buyerCode).slice(1))}`,
      amount: source.amount,
      outstanding: source.outstanding,
      financed: String(source.financed),
    });
    const usd = open.filter((r) => r.currency === 'USD');
    const cents = (field: 'amount' | 'outstanding') =>
      usd.reduce((n, r) => n + Math.round(Number(r[field]) * 100), 0);
    expect(first.sums.USD).toEqual({
      amount: (cents('amount') / 100).toFixed(2),
      outstanding: (cents('outstanding') / 100).toFixed(2),
    });
    expect(Object.keys(first.sums).sort()).toEqual(['CNY', 'EUR', 'JPY', 'USD']);
  });

  it('scrolls the same query by offset and caps a window at 500 rows', async () => {
    const { cache } = await synced(makeStorage, createFakeSyncServer());
    const query = {
      filters: [{ field: 'currency', kind: 'enum' as const, values: ['CNY'] }],
      sort: [{ field: 'id', order: 'desc' as const }],
    };
    const all = await cache.view('dueBalance', query, 0, 1000);
    expect(all.rows.length).toBe(all.total);
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => Number(b) - Number(a)));
    const later = await cache.view('dueBalance', query, 10, 5);
    expect(later.rows.map((r) => r.id)).toEqual(ids.slice(10, 15));
    expect(later.offset).toBe(10);
    const options = await cache.options('dueBalance', 'currency', query.filters);
    expect(options.map((o) => o.value)).toEqual(['CNY', 'EUR', 'JPY', 'USD']);
    expect(options.find((o) => o.value === 'CNY')?.count).toBe(all.total);
  });

  it('answers from IndexedDB after a restart without touching the network', async () => {
    const { storage } = await synced(makeStorage, createFakeSyncServer());
    const { cache } = cacheOver(storage, offline);
    const statuses = await cache.status();
    expect(statuses.find((s) => s.dataset === 'dueBalance')).toEqual({
      dataset: 'dueBalance',
      rowCount: 250,
      syncedAt: 1234,
      phase: 'idle',
    });
    expect((await cache.view('dueBalance', noQuery, 0, 1)).total).toBe(200);
  });

  it("drops another company's cache before anyone reads it", async () => {
    const { storage, cache, company } = await synced(makeStorage, createFakeSyncServer());
    company.id = 'C002';
    expect((await cache.view('dueBalance', noQuery, 0, 10)).total).toBe(0);
    expect(await storage.chunks.list('receivables')).toEqual([]);
    expect(await storage.chunks.syncState('buyers')).toBeUndefined();
    // A fresh worker of the other company sees nothing either.
    const { storage: other, company: firstCompany } = await synced(
      makeStorage,
      createFakeSyncServer(),
    );
    firstCompany.id = 'C002';
    const fresh = cacheOver(other, offline, { id: 'C002' });
    expect((await fresh.cache.status()).every((s) => s.rowCount === 0 && s.syncedAt === null)).toBe(
      true,
    );
  });

  it('says a sync failed, with the error, and keeps serving the previous data', async () => {
    const server = createFakeSyncServer();
    const { cache, events } = await synced(makeStorage, server);
    server.upsert('receivables', receivable(1, { outstanding: '5.00' }));
    server.failWhen = () => true;
    await expect(cache.sync(new AbortController().signal, ['dueBalance'])).rejects.toMatchObject({
      kind: 'network',
    });
    const last = events.filter((e) => e.type === 'receivables-status').at(-1);
    expect(last).toMatchObject({
      statuses: expect.arrayContaining([
        expect.objectContaining({
          dataset: 'dueBalance',
          phase: 'failed',
          error: { messageKey: 'error.network', message: 'offline' },
          rowCount: 250,
        }),
      ]),
    });
    expect((await cache.view('dueBalance', noQuery, 0, 1)).total).toBe(200);
  });

  it('says a sync was cancelled and reports progress per page', async () => {
    const server = createFakeSyncServer();
    seedBuyers(server);
    seedReceivables(server, 1, 250);
    const { cache, events } = cacheOver(await makeStorage(), server.call);
    const controller = new AbortController();
    server.onPage = (r) => {
      if (r.table === 'receivables' && r.sinceSeq > 0) controller.abort();
    };
    await expect(cache.sync(controller.signal, ['dueBalance'])).rejects.toMatchObject({
      kind: 'cancelled',
    });
    const progress = events.filter((e) => e.type === 'sync-progress');
    expect(progress).toContainEqual({
      type: 'sync-progress',
      table: 'buyers',
      loaded: 7,
      total: 7,
      done: true,
    });
    expect(progress).toContainEqual({
      type: 'sync-progress',
      table: 'receivables',
      loaded: 60,
      total: 250,
      done: false,
    });
    expect((await cache.status()).find((s) => s.dataset === 'dueBalance')).toMatchObject({
      phase: 'cancelled',
      rowCount: 0,
    });
  });
});

const memoryStorage = async () =>
  (await import('../../../src/db/memory/memory-storage')).createMemoryStorage();

/** A new worker's cache over a synced store, noting each table whose chunks it reads. */
async function coldCountingReads() {
  const { storage } = await synced(memoryStorage, createFakeSyncServer());
  const read: string[] = [];
  const chunks = {
    ...storage.chunks,
    list: (table: string) => {
      read.push(table);
      return storage.chunks.list(table);
    },
  };
  const cold = createReceivablesCache({
    chunks,
    call: offline,
    companyId: () => 'C001',
    emit: () => undefined,
  });
  return { cold, read };
}

describe('loadMs', () => {
  it('is the time from reading the stored chunks to the first window, only for loads from the store', async () => {
    const server = createFakeSyncServer();
    const { storage, cache: syncing } = await synced(
      async () => (await import('../../../src/db/memory/memory-storage')).createMemoryStorage(),
      server,
    );
    // Loaded by the sync, not from the store: no loadMs.
    await syncing.view('dueBalance', noQuery, 0, 10);
    expect(
      (await syncing.status()).find((s) => s.dataset === 'dueBalance')?.loadMs,
    ).toBeUndefined();
    let now = 0;
    const events: CoreEvent[] = [];
    const cold = createReceivablesCache({
      chunks: storage.chunks,
      call: offline,
      companyId: () => 'C001',
      emit: (e) => events.push(e),
      clock: () => (now += 5),
    });
    expect((await cold.status()).every((s) => s.loadMs === undefined)).toBe(true);
    await cold.view('dueBalance', noQuery, 0, 10);
    const loadMs = (await cold.status()).find((s) => s.dataset === 'dueBalance')?.loadMs;
    // Clock reads (5 ms apart): the start of the load, two around each of the two tables read
    // from the store (buyers, receivables), and the first window.
    expect(loadMs).toBe(25);
    const announced = events.filter((e) => e.type === 'receivables-status').at(-1);
    expect(announced).toMatchObject({
      statuses: expect.arrayContaining([
        expect.objectContaining({ dataset: 'dueBalance', loadMs: 25 }),
      ]),
    });
    await cold.view('dueBalance', noQuery, 10, 10);
    expect((await cold.status()).find((s) => s.dataset === 'dueBalance')?.loadMs).toBe(25);
  });

  it('reads from the store only the tables the opened dataset needs', async () => {
    const { cold, read } = await coldCountingReads();
    await cold.view('dueBalance', noQuery, 0, 10);
    expect(read.sort()).toEqual(['buyers', 'receivables']);
    await cold.options('dueBalance', 'currency', []);
    await cold.status();
    expect(read.sort()).toEqual(['buyers', 'receivables']);
  });
});

describe('reading the store', () => {
  it('reads a table once for everyone who asks for it while it is being read', async () => {
    const { cold, read } = await coldCountingReads();
    // The dashboards decode every table while the list asks for its first window.
    const [receivables, window] = await Promise.all([
      cold.rawTable('receivables'),
      cold.view('dueBalance', noQuery, 0, 10),
      cold.rawTable('receivables'),
    ]);
    expect(receivables.length).toBe(250);
    expect(window.total).toBe(200);
    expect(read.sort()).toEqual(['buyers', 'receivables']);
  });

  it('gives nobody a table whose read began before the user signed out', async () => {
    const { storage } = await synced(memoryStorage, createFakeSyncServer());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const chunks = {
      ...storage.chunks,
      list: async (table: string) => {
        if (table === 'receivables') await held;
        return storage.chunks.list(table);
      },
    };
    const company = { id: 'C001' as string | null };
    const cold = createReceivablesCache({
      chunks,
      call: offline,
      companyId: () => company.id,
      emit: () => undefined,
    });
    const before = cold.view('dueBalance', noQuery, 0, 10);
    const settled = before.then(
      (w) => w.total,
      (e: unknown) => e,
    );
    await new Promise((r) => setTimeout(r, 0));
    company.id = null;
    await cold.status();
    release();
    expect(await settled).toMatchObject({ messageKey: 'receivables.sync.not_signed_in' });
    // Signed in again: the table is read afresh, not the one the old read would have kept.
    company.id = 'C001';
    expect((await cold.view('dueBalance', noQuery, 0, 10)).total).toBe(200);
  });
});
