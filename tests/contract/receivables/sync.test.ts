import { beforeAll, describe, expect, it } from 'vitest';
import { demoTouch } from '../../../src/api/endpoints/receivables/demo-touch';
import {
  SYNC_COLUMNS,
  SYNC_TABLES,
  syncTable,
} from '../../../src/api/endpoints/receivables/sync-table';
import { queryTradeInfoCount } from '../../../src/api/endpoints/receivables/query-trade-info-count';
import { call, signIn } from '../helpers/api';
import { ok } from './helpers';

interface SyncPage {
  table: string;
  version: string;
  columns: string[];
  rows: (string | number | boolean | null)[][];
  deleted: [string, number][];
  nextSeq: number;
  done: boolean;
}

let token: string;
beforeAll(async () => {
  token = await signIn('supplier');
});

const sync = (table: string, sinceSeq: number, limit: number) =>
  ok<SyncPage>(syncTable, { token, params: { table }, body: { sinceSeq, limit } });

/** Pulls a table from `since` until done; answers the pages. */
async function pullAll(table: string, since: number, limit: number) {
  const pages: SyncPage[] = [];
  let seq = since;
  for (;;) {
    const page = await sync(table, seq, limit);
    pages.push(page);
    seq = page.nextSeq;
    if (page.done) return { pages, nextSeq: seq };
  }
}

describe('sync of whole tables, then only what changed', () => {
  it('sends every table whole, in seq order, in the declared column order', async () => {
    const counts = await ok<{ receivableCount: number }>(queryTradeInfoCount, { token, body: {} });
    for (const table of SYNC_TABLES) {
      const { pages } = await pullAll(table, 0, 50_000);
      const rows = pages.flatMap((p) => p.rows);
      expect(pages[0]?.columns).toEqual(SYNC_COLUMNS[table]);
      const seqIndex = SYNC_COLUMNS[table].indexOf('seq');
      const seqs = rows.map((r) => r[seqIndex] as number);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
      if (table === 'receivables') expect(rows).toHaveLength(counts.receivableCount);
      if (table === 'buyers') expect(rows).toHaveLength(500);
    }
  });

  it('pages by limit without losing or repeating a row', async () => {
    const { pages } = await pullAll('receivables', 0, 7000);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const ids = pages.flatMap((p) => p.rows.map((r) => r[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(10_000);
    expect(
      pages.slice(0, -1).every((p) => !p.done && p.rows.length + p.deleted.length === 7000),
    ).toBe(true);
  });

  it('after a touch, an incremental sync answers exactly the touched rows and the tombstones', async () => {
    const { nextSeq: since, pages } = await pullAll('receivables', 0, 50_000);
    const version = pages[0]?.version;
    const paymentsSince = (await pullAll('payments', 0, 50_000)).nextSeq;
    const touch = await ok<{
      touched: { id: number; seq: number; outstanding: string }[];
      deleted: number[];
    }>(demoTouch, { token, body: { count: 25, deleteCount: 3 } });
    expect(touch.touched).toHaveLength(25);
    expect(touch.deleted).toHaveLength(3);
    const delta = await sync('receivables', since, 50_000);
    expect(delta.version).toBe(version);
    expect(delta.done).toBe(true);
    const cols = SYNC_COLUMNS.receivables;
    const got = delta.rows.map((r) => ({
      id: r[cols.indexOf('id')],
      seq: r[cols.indexOf('seq')],
      outstanding: r[cols.indexOf('outstanding')],
    }));
    expect(got).toEqual(touch.touched);
    expect(delta.deleted.map(([key]) => Number(key)).sort((a, b) => a - b)).toEqual(touch.deleted);
    expect(delta.nextSeq).toBeGreaterThan(since);
    const again = await sync('receivables', delta.nextSeq, 50_000);
    expect([again.rows, again.deleted, again.done]).toEqual([[], [], true]);
    // Children of the deleted receivables leave tombstones in their own tables.
    const payments = await sync('payments', paymentsSince, 50_000);
    expect(payments.rows).toEqual([]);
    for (const [key] of payments.deleted) expect(touch.deleted).toContain(Number(key));
  });

  it("gives payments and dilutions their receivable's invoice number", async () => {
    const receivables = (await pullAll('receivables', 0, 50_000)).pages.flatMap((p) => p.rows);
    const invoiceOf = new Map(receivables.map((r) => [r[0], r[1]]));
    for (const table of ['payments', 'dilutions'] as const) {
      const cols = SYNC_COLUMNS[table];
      const page = await sync(table, 0, 500);
      expect(page.rows.length).toBeGreaterThan(0);
      for (const row of page.rows) {
        expect(row[cols.indexOf('invoiceNo')]).toBe(
          invoiceOf.get(row[cols.indexOf('receivableId')]),
        );
      }
    }
  });

  it('counts the changes after sinceSeq when asked, for a progress total', async () => {
    const { pages } = await pullAll('receivables', 0, 50_000);
    const total = pages.reduce((n, p) => n + p.rows.length + p.deleted.length, 0);
    const counted = await ok<SyncPage & { remaining?: number }>(syncTable, {
      token,
      params: { table: 'receivables' },
      body: { sinceSeq: 0, limit: 1000, countRemaining: true },
    });
    expect(counted.remaining).toBe(total);
    const middle = counted.nextSeq;
    const rest = await ok<SyncPage & { remaining?: number }>(syncTable, {
      token,
      params: { table: 'receivables' },
      body: { sinceSeq: middle, limit: 1000, countRemaining: true },
    });
    expect(rest.remaining).toBe(total - 1000);
    expect((await sync('receivables', 0, 1000)) as { remaining?: number }).not.toHaveProperty(
      'remaining',
    );
  });

  it('refuses an unknown table or a limit over 50 000, and anonymous callers', async () => {
    const unknown = await call(syncTable, { token, params: { table: 'users' }, body: {} });
    expect(unknown.body.code).toBe(400);
    const tooMany = await call(syncTable, {
      token,
      params: { table: 'receivables' },
      body: { limit: 50_001 },
    });
    expect(tooMany.body.code).toBe(400);
    const anonymous = await call(demoTouch, { body: { count: 1 } });
    expect(anonymous.body.code).toBe(401);
  });

  it('gives another supplier company nothing to sync', async () => {
    const other = await signIn('supplier-dbs');
    const page = await ok<SyncPage>(syncTable, {
      token: other,
      params: { table: 'receivables' },
      body: {},
    });
    expect([page.rows, page.deleted, page.done, page.nextSeq]).toEqual([[], [], true, 0]);
  });

  it.each(['limited', 'noaccess'])(
    'refuses %s, who shares the supplier company but not its dashboard, before reading the body',
    async (user) => {
      const reply = await call(syncTable, {
        token: await signIn(user),
        params: { table: 'receivables' },
        body: { limit: 'not a number' },
      });
      expect(reply.body).toMatchObject({ code: 403, messageKey: 'common.error.forbidden' });
    },
  );
});
