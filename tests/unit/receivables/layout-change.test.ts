import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { createFakeSyncServer, seedBuyers, seedReceivables } from './fake-sync-server';

const signal = () => new AbortController().signal;

function setup() {
  const server = createFakeSyncServer();
  seedBuyers(server);
  seedReceivables(server, 1, 20);
  server.upsert('payments', {
    id: 11,
    receivableId: 3,
    invoiceNo: 'INV00000003',
    buyerCode: 'B00001',
    currency: 'USD',
    paymentDate: '2025-02-01',
    amount: '100.00',
  });
  const storage = createMemoryStorage();
  const open = () =>
    createReceivablesCache({
      chunks: storage.chunks,
      call: server.call,
      companyId: () => 'C001',
      emit: () => undefined,
    });
  return { server, storage, open };
}

describe('chunks written with another column layout', () => {
  it('payments keep their receivable id (the dashboards join on it)', async () => {
    const { open } = setup();
    const cache = open();
    await cache.syncAll(signal());
    expect((await cache.rawTable('payments')).rowAt(0)).toMatchObject({ id: 11, receivableId: 3 });
  });

  it('are not read, and the next sync brings the table again from scratch', async () => {
    const { server, storage, open } = setup();
    await open().syncAll(signal());
    // As an older client left them: the same chunks, a state without the layout it wrote.
    const state = await storage.chunks.syncState('payments');
    const chunks = await storage.chunks.list('payments');
    if (!state) throw new Error('payments were not synced');
    const { layout: _written, ...older } = state;
    await storage.chunks.replaceTable('payments', chunks, older);

    const cache = open();
    expect(await cache.synced()).toBe(false);
    expect((await cache.rawTable('payments')).length).toBe(0);
    const asked = server.requests.length;
    await cache.syncAll(signal());
    expect(server.requests.slice(asked).find((r) => r.table === 'payments')).toMatchObject({
      sinceSeq: 0,
    });
    // Tables whose layout did not change continue from where they were.
    expect(server.requests.slice(asked).find((r) => r.table === 'receivables')).not.toMatchObject({
      sinceSeq: 0,
    });
    expect(await cache.synced()).toBe(true);
    expect((await cache.rawTable('payments')).length).toBe(1);
  });
});
