import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/api/http/client';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import type { Column, Table } from '../../../src/worker/query/types';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { createFakeSyncServer, seedBuyers, seedReceivables } from './fake-sync-server';

const noQuery = { filters: [], sort: [] };
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await turn();
};
const joined = (table: Table) => {
  const column = table.columns.get('invoiceNo') as Column;
  return column.kind === 'string' ? column.cache.joined : undefined;
};

/**
 * A stored cache (buyers, receivables) and a second one reading it, whose warm-up counts its
 * slices (`pauses`) and whose sync's payments page waits until `unblock()`.
 */
async function setup() {
  const server = createFakeSyncServer();
  seedBuyers(server);
  seedReceivables(server, 1, 300);
  const storage = createMemoryStorage();
  const first = createReceivablesCache({
    chunks: storage.chunks,
    call: server.call,
    companyId: () => 'C001',
    emit: () => undefined,
    chunkRows: 100,
  });
  await first.sync(new AbortController().signal, ['dueBalance']);
  let unblock!: () => void;
  const blocked = new Promise<void>((resolve) => (unblock = resolve));
  let waiting = false;
  const call = (async (endpoint: unknown, input: { params: { table: string } }, options: never) => {
    if (input.params.table === 'payments') {
      waiting = true;
      await blocked;
    }
    return (server.call as (...args: unknown[]) => Promise<unknown>)(endpoint, input, options);
  }) as unknown as HttpClient['call'];
  const warm = { pauses: 0 };
  const cache = createReceivablesCache({
    chunks: storage.chunks,
    call,
    companyId: () => 'C001',
    emit: () => undefined,
    chunkRows: 100,
    warmPause: () => {
      warm.pauses++;
      return turn();
    },
  });
  return { cache, warm, unblock, waiting: () => waiting };
}

async function untilWaiting(waiting: () => boolean) {
  for (let i = 0; i < 200 && !waiting(); i++) await turn();
  expect(waiting()).toBe(true);
}

describe('the cache holds its warm-ups while a sync runs (issue 21, first sync)', () => {
  it('does not warm a table built during a sync, and warms it once the sync ends', async () => {
    const { cache, warm, unblock, waiting } = await setup();
    const syncing = cache.syncAll(new AbortController().signal);
    // Buyers and receivables are committed; the sync waits for the payments' page.
    await untilWaiting(waiting);
    const table = await cache.rawTable('receivables');
    // A query meanwhile builds what it needs itself.
    expect((await cache.view('dueBalance', noQuery, 0, 10)).total).toBe(240);
    await turns(20);
    expect(warm.pauses).toBe(0);
    expect(joined(table)).toBeUndefined();
    unblock();
    await syncing;
    await turns(50);
    expect(warm.pauses).toBeGreaterThan(0);
    expect(joined(table)?.starts.length).toBe(301);
  });

  it('stops a warm-up under way when a sync starts and goes on with it when the sync fails', async () => {
    const { cache, warm, unblock, waiting } = await setup();
    await cache.view('dueBalance', noQuery, 0, 10);
    const table = await cache.rawTable('receivables');
    const cancel = new AbortController();
    const syncing = cache.syncAll(cancel.signal);
    syncing.catch(() => undefined);
    await untilWaiting(waiting);
    const during = warm.pauses;
    await turns(20);
    // At most the slice that was waiting for its turn gave way; nothing more ran.
    expect(warm.pauses - during).toBeLessThanOrEqual(1);
    expect(joined(table)).toBeUndefined();
    cancel.abort();
    unblock();
    await expect(syncing).rejects.toMatchObject({ kind: 'cancelled' });
    await turns(50);
    expect(joined(table)?.starts.length).toBe(301);
  });
});
