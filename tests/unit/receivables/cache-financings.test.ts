import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { createFakeSyncServer, seedBuyers, seedReceivables } from './fake-sync-server';

function setup() {
  const server = createFakeSyncServer();
  seedBuyers(server);
  seedReceivables(server, 1, 20);
  server.upsert('financings', {
    id: 7,
    receivableId: 3,
    buyerCode: 'B00001',
    currency: 'USD',
    financingDate: '2025-01-04',
    repaymentDate: '2025-03-01',
    amount: '800.00',
    balance: '800.00',
    status: 'ACTIVE',
  });
  const cache = createReceivablesCache({
    chunks: createMemoryStorage().chunks,
    call: server.call,
    companyId: () => 'C001',
    emit: () => undefined,
  });
  return { server, cache };
}

const signal = () => new AbortController().signal;

describe('the cache keeps financings for the dashboards', () => {
  it('a sync without datasets brings financings; synced() waits for every table', async () => {
    const { server, cache } = setup();
    expect(await cache.synced()).toBe(false);
    expect((await cache.rawTable('financings')).length).toBe(0); // empty before the first sync
    await cache.sync(signal(), ['dueBalance']);
    expect(server.requests.some((r) => r.table === 'financings')).toBe(false);
    expect(await cache.synced()).toBe(false);
    await cache.sync(signal());
    expect(server.requests.some((r) => r.table === 'financings')).toBe(true);
    expect(await cache.synced()).toBe(true);
  });

  it('rawTable gives the stored columns, typed, with buyerName; rebuilt after a sync', async () => {
    const { server, cache } = setup();
    await cache.syncAll(signal());
    const table = await cache.rawTable('financings');
    expect(table.specs.map((s) => `${s.name}:${s.type}`)).toEqual([
      'id:number',
      'receivableId:number',
      'buyerCode:string',
      'currency:string',
      'financingDate:date',
      'repaymentDate:date',
      'amount:money',
      'balance:money',
      'status:string',
      'buyerName:string',
    ]);
    expect(table.rowAt(0)).toMatchObject({ id: 7, receivableId: 3, buyerName: 'Buyer 1' });
    expect(table.columns.get('buyerName')).toBeDefined();
    server.upsert('financings', { id: 8, receivableId: 4, currency: 'USD', buyerCode: 'B00001' });
    await cache.syncAll(signal());
    expect((await cache.rawTable('financings')).length).toBe(2);
  });
});
