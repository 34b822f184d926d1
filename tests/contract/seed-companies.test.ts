import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTouch } from '../../src/api/endpoints/receivables/demo-touch';
import { queryTradeInfoCount } from '../../src/api/endpoints/receivables/query-trade-info-count';
import { SYNC_COLUMNS, syncTable } from '../../src/api/endpoints/receivables/sync-table';
import { signIn } from './helpers/api';
import { startOwnServer } from './helpers/own-server';
import { ok } from './receivables/helpers';

/**
 * `--seed-companies N` (docs/scaling.md): the seed spreads the receivables over N suppliers, each
 * with its own buyers and a user who signs in, and a supplier's sync answers its rows only. A
 * server of this file's own (3 companies × 50 receivables). That the default seed is unchanged
 * (every row C001's) is what every other receivables test runs on.
 */

interface SyncPage {
  rows: (string | number | boolean | null)[][];
  deleted: [string, number][];
  nextSeq: number;
  done: boolean;
}

const USERS = ['supplier', 'ar-supplier-00002', 'ar-supplier-00003'] as const;
const PER_COMPANY = 50;

let stop: () => Promise<void>;
let baseUrl: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const own = await startOwnServer('seed-companies', {
    seedScale: PER_COMPANY * USERS.length,
    seedCompanies: USERS.length,
    demoTools: true,
  });
  stop = own.stop;
  baseUrl = own.server.url;
  for (const user of USERS) tokens[user] = await signIn(user, baseUrl);
}, 120_000);

afterAll(async () => {
  await stop();
});

async function pullAll(user: string, table: string, since = 0) {
  const rows: SyncPage['rows'] = [];
  const deleted: SyncPage['deleted'] = [];
  let seq = since;
  for (;;) {
    const page = await ok<SyncPage>(syncTable, {
      token: tokens[user] ?? '',
      params: { table },
      body: { sinceSeq: seq, limit: 40 },
      baseUrl,
    });
    rows.push(...page.rows);
    deleted.push(...page.deleted);
    seq = page.nextSeq;
    if (page.done) return { rows, deleted, nextSeq: seq };
  }
}

const column = (table: keyof typeof SYNC_COLUMNS, name: string) => {
  const columns: readonly string[] = SYNC_COLUMNS[table];
  return columns.indexOf(name);
};

describe('receivables spread over several companies', () => {
  it('gives each company its own receivables (interleaved by id), buyers and counts', async () => {
    const idsByUser: number[][] = [];
    for (const [k, user] of USERS.entries()) {
      const { rows } = await pullAll(user, 'receivables');
      const ids = rows.map((r) => r[0] as number).sort((a, b) => a - b);
      expect(ids).toEqual(Array.from({ length: PER_COMPANY }, (_, i) => 1 + k + i * USERS.length));
      idsByUser.push(ids);
      const buyers = await pullAll(user, 'buyers');
      expect(buyers.rows).toHaveLength(500);
      const counts = await ok<{ receivableCount: number }>(queryTradeInfoCount, {
        token: tokens[user] ?? '',
        body: {},
        baseUrl,
      });
      expect(counts.receivableCount).toBe(PER_COMPANY);
      // Payments, dilutions and financings follow their receivable's company.
      for (const table of ['payments', 'dilutions', 'financings'] as const) {
        const children = await pullAll(user, table);
        const receivableIds = children.rows.map((r) => r[column(table, 'receivableId')]);
        expect(receivableIds.every((id) => ids.includes(id as number))).toBe(true);
      }
    }
    expect(new Set(idsByUser.flat()).size).toBe(PER_COMPANY * USERS.length);
  });

  it("answers a company's incremental sync with its own changes only", async () => {
    const since = await Promise.all(
      USERS.map(async (user) => (await pullAll(user, 'receivables')).nextSeq),
    );
    const touch = await ok<{ touched: { id: number }[]; deleted: number[] }>(demoTouch, {
      token: tokens['ar-supplier-00002'] ?? '',
      body: { count: 4, deleteCount: 1 },
      baseUrl,
    });
    expect(touch.touched).toHaveLength(4);
    expect(touch.deleted).toHaveLength(1);

    const second = await pullAll('ar-supplier-00002', 'receivables', since[1]);
    expect(second.rows.map((r) => r[0]).sort()).toEqual(touch.touched.map((t) => t.id).sort());
    expect(second.deleted.map(([key]) => key)).toEqual(touch.deleted.map(String));
    for (const k of [0, 2]) {
      const other = await pullAll(USERS[k] ?? '', 'receivables', since[k]);
      expect(other.rows).toEqual([]);
      expect(other.deleted).toEqual([]);
    }
  });
});
