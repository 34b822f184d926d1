import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/api/http/client';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import type { Column, Table } from '../../../src/worker/query/types';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { createFakeSyncServer, receivable, seedBuyers, seedReceivables } from './fake-sync-server';

const noQuery = { filters: [], sort: [] };
const signal = () => new AbortController().signal;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A warm-up pause the test opens and closes; counts how often the warm-up gave way. */
function gate() {
  let open = false;
  let held: (() => void)[] = [];
  const state = {
    pauses: 0,
    pause: () => {
      state.pauses++;
      if (open) return turn();
      return new Promise<void>((resolve) => held.push(resolve));
    },
    release() {
      open = true;
      const waiting = held;
      held = [];
      for (const resolve of waiting) resolve();
    },
  };
  return state;
}

/** Turns of the event loop until the warm-up stops giving way (it is done or stopped). */
async function settled(state: { pauses: number }) {
  let quiet = 0;
  let seen = state.pauses;
  while (quiet < 5) {
    await turn();
    quiet = state.pauses === seen ? quiet + 1 : 0;
    seen = state.pauses;
  }
}

async function storedCache() {
  const server = createFakeSyncServer();
  seedBuyers(server);
  seedReceivables(server, 1, 300);
  const storage = createMemoryStorage();
  const syncing = createReceivablesCache({
    chunks: storage.chunks,
    call: server.call,
    companyId: () => 'C001',
    emit: () => undefined,
    chunkRows: 100,
  });
  await syncing.sync(signal(), ['dueBalance']);
  const warmGate = gate();
  const cold = createReceivablesCache({
    chunks: storage.chunks,
    call: server.call as HttpClient['call'],
    companyId: () => 'C001',
    emit: () => undefined,
    chunkRows: 100,
    warmPause: warmGate.pause,
  });
  return { server, cold, warmGate };
}

const col = (table: Table, name: string) => table.columns.get(name) as Column;

describe('the cache warms the tables it loads (issue 21, no cold-query penalty)', () => {
  it('starts after the first window of a cold load and builds what later queries need', async () => {
    const { cold, warmGate } = await storedCache();
    await cold.status();
    expect(warmGate.pauses).toBe(0);
    const first = await cold.view('dueBalance', noQuery, 0, 10);
    expect(first.total).toBe(240);
    // Started, but nothing of it ran before the window was answered: it waits for its first turn.
    expect(warmGate.pauses).toBe(1);
    warmGate.release();
    await settled(warmGate);
    const table = await cold.rawTable('receivables');
    const invoiceNo = col(table, 'invoiceNo');
    const amount = col(table, 'amount');
    const buyerName = col(table, 'buyerName');
    expect(invoiceNo.kind === 'string' && invoiceNo.cache.joined?.starts.length).toBe(301);
    expect(amount.kind === 'numeric' && amount.cache.stats).toBeTruthy();
    expect(buyerName.kind === 'string' && buyerName.cache.rank).toBeTruthy();
    // The list and the dashboards read the same column objects: warmed once for both.
    const { table: list } = await cold.exportView('dueBalance', noQuery);
    expect(list.columns.get('invoiceNo')).toBe(invoiceNo);
    expect(list.columns.get('receivableId')).toBeUndefined();
    expect(Object.keys(list.rowAt(0))).toEqual([
      'id',
      'invoiceNo',
      'buyerCode',
      'buyerName',
      'currency',
      'issueDate',
      'dueDate',
      'amount',
      'outstanding',
      'status',
      'financed',
    ]);
  });

  it('stops when a sync replaces the table, and warms the new one when it is built', async () => {
    const { server, cold, warmGate } = await storedCache();
    await cold.view('dueBalance', noQuery, 0, 10);
    const before = await cold.rawTable('receivables');
    server.upsert('receivables', receivable(5, { outstanding: '1.00' }));
    await cold.sync(signal(), ['dueBalance']);
    warmGate.release();
    await settled(warmGate);
    // The replaced table's warm-up stopped at its first turn: nothing of it was built.
    const oldInvoice = col(before, 'invoiceNo');
    expect(oldInvoice.kind === 'string' && oldInvoice.cache.joined).toBeUndefined();
    const pausesBefore = warmGate.pauses;
    const after = await cold.rawTable('receivables');
    expect(after).not.toBe(before);
    expect((await cold.view('dueBalance', noQuery, 0, 10)).total).toBe(241);
    await settled(warmGate);
    expect(warmGate.pauses).toBeGreaterThan(pausesBefore);
    const newInvoice = col(after, 'invoiceNo');
    expect(newInvoice.kind === 'string' && newInvoice.cache.joined?.starts.length).toBe(301);
  });
});
