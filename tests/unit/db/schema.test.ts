import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_MIGRATIONS, type Migration } from '../../../src/db/migrations';
import { openPortalDb, type PortalDb } from '../../../src/db/portal-db';
import type { OutboxRecord } from '../../../src/db/records';
import { freshIdb } from './fake-idb';

const opened: PortalDb[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function open(idb: ReturnType<typeof freshIdb>, migrations?: readonly Migration[]) {
  const db = await openPortalDb(idb.name, { ...idb, ...(migrations ? { migrations } : {}) });
  opened.push(db);
  return db;
}

const record = (id: string, seq: number): OutboxRecord => ({
  id,
  seq,
  type: 'finance-order.create',
  payload: { amount: seq * 100 },
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
});

describe('portal database schema', () => {
  it('opens version 1 with every table and the indexes the stores query', async () => {
    const db = await open(freshIdb());
    expect(db.verno).toBe(1);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'analytics',
      'chunks',
      'columnPrefs',
      'commandLog',
      'httpCache',
      'outbox',
      'session',
      'settings',
      'syncState',
    ]);
    const outbox = db.outbox.schema;
    expect(outbox.primKey.name).toBe('id');
    expect(outbox.idxByName.seq?.unique).toBe(true);
    expect(outbox.idxByName['[status+seq]']).toBeDefined();
    expect(db.httpCache.schema.idxByName.lastUsedAt).toBeDefined();
    expect(db.columnPrefs.schema.primKey.keyPath).toEqual(['userId', 'tableId']);
    expect(db.chunks.schema.primKey.keyPath).toEqual(['table', 'chunkNo']);
  });

  it('runs read-write transactions with strict durability', async () => {
    const db = await open(freshIdb());
    const durability = await db.transaction('rw', db.outbox, (tx) => tx.idbtrans.durability);
    expect(durability).toBe('strict');
  });

  it('upgrades v1 to a v2 that adds an index, a table and an upgrade function, keeping the data', async () => {
    const idb = freshIdb();
    const v1 = await open(idb);
    await v1.outbox.bulkAdd([record('a', 1), record('b', 2)]);
    await v1.settings.put({ key: 'theme', value: 'theme-dark' });
    v1.close();

    const upgraded: string[] = [];
    const v2: Migration = {
      version: 2,
      stores: { outbox: 'id, &seq, status, [status+seq], type', notes: 'id' },
      upgrade: async (tx) => {
        upgraded.push('ran');
        await tx
          .table('settings')
          .toCollection()
          .modify((row: { value: unknown }) => {
            row.value = { v: 2, value: row.value };
          });
      },
    };
    const db = await open(idb, [...PORTAL_MIGRATIONS, v2]);

    expect(db.verno).toBe(2);
    expect(upgraded).toEqual(['ran']);
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => r.id)).toEqual(['a', 'b']);
    expect(await db.outbox.where('type').equals('finance-order.create').count()).toBe(2);
    expect(await db.settings.get('theme')).toEqual({
      key: 'theme',
      value: { v: 2, value: 'theme-dark' },
    });
    expect(db.tables.map((t) => t.name)).toContain('notes');
  });

  it('does not run an upgrade function when it creates the database fresh', async () => {
    let ran = false;
    const v2: Migration = {
      version: 2,
      stores: {},
      upgrade: () => {
        ran = true;
      },
    };
    const db = await open(freshIdb(), [...PORTAL_MIGRATIONS, v2]);
    expect(db.verno).toBe(2);
    expect(ran).toBe(false);
  });
});
