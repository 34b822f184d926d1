import { SYNC_COLUMNS, type SyncTable } from '../../../src/api/endpoints/receivables/sync-table';
import type { HttpClient } from '../../../src/api/http/client';
import { ApiError } from '../../../src/shared/errors/api-error';
import { cancelledError } from '../../../src/worker/core/cancellation';

type Row = Record<string, string | number | boolean | null>;

interface Request {
  table: string;
  sinceSeq: number;
  limit: number;
  countRemaining: boolean;
}

/**
 * The sync endpoint's semantics in memory (docs/receivables-sync.md): one change sequence over
 * every table, upserts move a row to a new seq, deletes leave a tombstone, pages cut at
 * `limit` changes merged by seq. `failWhen` makes a request fail (a network error), `onPage`
 * runs after each answer (to cancel mid-sync).
 */
export function createFakeSyncServer(version = 'v1') {
  let seq = 0;
  let currentVersion = version;
  let tables = new Map<string, Map<string, { row: Row; seq: number }>>();
  let tombstones: { table: string; key: string; seq: number }[] = [];
  const requests: Request[] = [];
  const server = {
    requests,
    failWhen: undefined as ((r: Request, pageNo: number) => boolean) | undefined,
    onPage: undefined as ((r: Request) => void) | undefined,
    upsert(table: SyncTable, row: Row) {
      const key = String(row[SYNC_COLUMNS[table][0]]);
      let rows = tables.get(table);
      if (!rows) tables.set(table, (rows = new Map()));
      rows.set(key, { row: { ...rows.get(key)?.row, ...row }, seq: ++seq });
    },
    remove(table: SyncTable, key: string | number) {
      if (tables.get(table)?.delete(String(key)))
        tombstones.push({ table, key: String(key), seq: ++seq });
    },
    reseed(next: string) {
      currentVersion = next;
      seq = 0;
      tables = new Map();
      tombstones = [];
    },
    call: (async (
      _endpoint: unknown,
      input: { params: { table: string }; body: Partial<Request> },
      options?: { signal?: AbortSignal },
    ) => {
      const r: Request = {
        table: input.params.table,
        sinceSeq: input.body.sinceSeq ?? 0,
        limit: input.body.limit ?? 10_000,
        countRemaining: input.body.countRemaining ?? false,
      };
      requests.push(r);
      const pageNo = requests.filter((x) => x.table === r.table).length;
      await Promise.resolve();
      if (options?.signal?.aborted) throw cancelledError();
      if (server.failWhen?.(r, pageNo)) {
        throw new ApiError({
          kind: 'network',
          code: 0,
          message: 'offline',
          messageKey: 'error.network',
        });
      }
      const columns = SYNC_COLUMNS[r.table as SyncTable];
      const changes = [
        ...[...(tables.get(r.table)?.values() ?? [])]
          .filter((c) => c.seq > r.sinceSeq)
          .map((c) => ({
            seq: c.seq,
            row: columns.map((name) => (name === 'seq' ? c.seq : (c.row[name] ?? null))),
          })),
        ...tombstones
          .filter((t) => t.table === r.table && t.seq > r.sinceSeq)
          .map((t) => ({ seq: t.seq, key: t.key })),
      ].sort((a, b) => a.seq - b.seq);
      const page = changes.slice(0, r.limit);
      const answer = {
        table: r.table,
        version: currentVersion,
        columns: [...columns],
        rows: page.flatMap((c) => ('row' in c ? [c.row] : [])),
        deleted: page.flatMap((c) => ('key' in c ? [[c.key, c.seq] as [string, number]] : [])),
        nextSeq: page.at(-1)?.seq ?? r.sinceSeq,
        done: changes.length <= r.limit,
        ...(r.countRemaining ? { remaining: changes.length } : {}),
      };
      server.onPage?.(r);
      return answer;
    }) as unknown as HttpClient['call'],
  };
  return server;
}

export type FakeSyncServer = ReturnType<typeof createFakeSyncServer>;

const CURRENCIES = ['USD', 'CNY', 'JPY', 'EUR'];

/** A receivable row `id` with deterministic values; `outstanding` 0 for every fifth. */
export function receivable(id: number, overrides: Row = {}): Row {
  const amount = 1000 + id * 7 + (id % 100) / 100;
  return {
    id,
    invoiceNo: `INV${String(id).padStart(8, '0')}`,
    buyerCode: `B${String((id % 7) + 1).padStart(5, '0')}`,
    currency: CURRENCIES[id % CURRENCIES.length] as string,
    issueDate: `2025-0${(id % 9) + 1}-1${id % 10}`,
    dueDate: `2025-1${id % 3}-0${(id % 9) + 1}`,
    amount: amount.toFixed(2),
    outstanding: id % 5 === 0 ? '0.00' : (amount / 2).toFixed(2),
    status: id % 5 === 0 ? 'PAID' : 'OPEN',
    financed: id % 3 === 0,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function seedBuyers(server: FakeSyncServer) {
  for (let b = 1; b <= 7; b++) {
    const code = `B${String(b).padStart(5, '0')}`;
    server.upsert('buyers', {
      buyerCode: code,
      buyerName: `Buyer ${b}`,
      country: 'SG',
      updatedAt: '',
    });
  }
}

export function seedReceivables(server: FakeSyncServer, from: number, to: number) {
  for (let id = from; id <= to; id++) server.upsert('receivables', receivable(id));
}
