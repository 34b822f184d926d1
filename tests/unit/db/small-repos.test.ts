import { describe, expect, it } from 'vitest';
import type { ChunkRecord } from '../../../src/db/records';
import { storageKinds } from './storage-kinds';

const session = {
  token: 't-1',
  userId: 'u-1',
  userName: 'alice',
  loginAt: 1000,
  language: 'en-US',
  companyRole: 'SUPPLIER' as const,
  mockToken: false,
};

const chunk = (chunkNo: number, rowCount: number): ChunkRecord => ({
  table: 'receivables',
  chunkNo,
  bytes: new Uint8Array([chunkNo, 1, 2, 3]),
  rowCount,
  minKey: chunkNo * 10,
  maxKey: chunkNo * 10 + 9,
});

describe.each(storageKinds)('small repositories (%s)', (_kind, makeStorage) => {
  it('keeps one current session and clears it', async () => {
    const storage = await makeStorage();
    expect(await storage.session.get()).toBeUndefined();
    await storage.session.put(session);
    expect(await storage.session.get()).toEqual({ ...session, key: 'current' });
    await storage.session.put({ ...session, token: 't-2' });
    expect((await storage.session.get())?.token).toBe('t-2');
    await storage.session.clear();
    expect(await storage.session.get()).toBeUndefined();
  });

  it('stores settings by key', async () => {
    const { settings } = await makeStorage();
    expect(await settings.get('pool-mode')).toBeUndefined();
    await settings.set('pool-mode', { mode: 'DBS_POOL_FACTORING' });
    expect(await settings.get('pool-mode')).toEqual({ mode: 'DBS_POOL_FACTORING' });
    await settings.delete('pool-mode');
    expect(await settings.get('pool-mode')).toBeUndefined();
  });

  it('keeps column preferences per user and table', async () => {
    const { columnPrefs } = await makeStorage();
    const columns = [{ key: 'amount', title: 'common.amount', checked: true, seq: 0 }];
    await columnPrefs.put({ userId: 'u-1', tableId: 'ar', columns, updatedAt: 5 });
    await columnPrefs.put({ userId: 'u-2', tableId: 'ar', columns: [], updatedAt: 6 });
    expect(await columnPrefs.get('u-1', 'ar')).toEqual({
      userId: 'u-1',
      tableId: 'ar',
      columns,
      updatedAt: 5,
    });
    expect((await columnPrefs.get('u-2', 'ar'))?.columns).toEqual([]);
    expect(await columnPrefs.get('u-1', 'other')).toBeUndefined();
    await columnPrefs.remove('u-1', 'ar');
    expect(await columnPrefs.get('u-1', 'ar')).toBeUndefined();
  });

  it('queues analytics events apart from commands and hands out the due ones', async () => {
    const storage = await makeStorage();
    await storage.analytics.enqueue({ id: 'e1', event: { action_type: 'visit' }, createdAt: 10 });
    await storage.analytics.enqueue({ id: 'e2', event: { action_type: 'click' }, createdAt: 20 });
    await storage.analytics.enqueue({ id: 'e3', event: { action_type: 'leave' }, createdAt: 30 });
    expect((await storage.analytics.due(25, 10)).map((e) => e.id)).toEqual(['e1', 'e2']);
    expect((await storage.analytics.due(100, 1)).map((e) => e.id)).toEqual(['e1']);

    await storage.analytics.defer(['e1'], 500);
    const due = await storage.analytics.due(100, 10);
    expect(due.map((e) => e.id)).toEqual(['e2', 'e3']);
    expect((await storage.analytics.due(500, 10)).find((e) => e.id === 'e1')?.attempts).toBe(1);

    await storage.analytics.remove(['e2', 'e3']);
    expect(await storage.analytics.count()).toBe(1);
    expect(await storage.outbox.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('replaces a table of chunks with its sync state at once, in chunk order', async () => {
    const { chunks } = await makeStorage();
    const state = { table: 'receivables', version: 7, syncedAt: 100, rowCount: 30, chunkCount: 2 };
    await chunks.replaceTable('receivables', [chunk(1, 10), chunk(0, 20)], state);
    await chunks.replaceTable('invoices', [{ ...chunk(0, 5), table: 'invoices' }], {
      ...state,
      table: 'invoices',
    });

    const stored = await chunks.list('receivables');
    expect(stored.map((c) => c.chunkNo)).toEqual([0, 1]);
    expect(stored[0]?.bytes).toBeInstanceOf(Uint8Array);
    expect([...(stored[1]?.bytes ?? [])]).toEqual([1, 1, 2, 3]);
    expect(await chunks.syncState('receivables')).toEqual(state);

    await chunks.replaceTable('receivables', [chunk(0, 3)], {
      ...state,
      version: 8,
      rowCount: 3,
      chunkCount: 1,
    });
    expect((await chunks.list('receivables')).map((c) => c.rowCount)).toEqual([3]);
    expect((await chunks.syncState('receivables'))?.version).toBe(8);

    await chunks.clearTable('receivables');
    expect(await chunks.list('receivables')).toEqual([]);
    expect(await chunks.syncState('receivables')).toBeUndefined();
    expect(await chunks.list('invoices')).toHaveLength(1);
  });
});
