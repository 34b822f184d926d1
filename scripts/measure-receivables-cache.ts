/**
 * Measures the worker's receivables cache in Node (docs/receivables-sync.md): a full sync of
 * every dataset from a fresh reference server, an incremental sync after a demo touch, and a
 * cold load (stored chunks → queryable table → first due-balance window) from the in-memory
 * chunk store. Usage: `npx tsx scripts/measure-receivables-cache.ts [scale]` (default 100 000).
 *
 * `npx tsx scripts/measure-receivables-cache.ts 1000000 --synthetic` measures the same steps
 * without the reference server: a synthetic receivables table of that many rows (500 buyers,
 * the server's value shapes) answered as sync pages of JSON text through the worker's real
 * HTTP client (JSON parse and answer check included), so it times the worker's own work only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYNC_COLUMNS } from '../src/api/endpoints/receivables/sync-table';
import { demoTouch } from '../src/api/endpoints/receivables/demo-touch';
import { createHttpClient } from '../src/api/http/http-client';
import { createMemoryStorage } from '../src/db/memory/memory-storage';
import { createEventHub } from '../src/worker/core/event-hub';
import { loadRuntimeConfig } from '../src/worker/core/load-config';
import { createReceivablesCache } from '../src/worker/receivables/receivables-cache';
import { createSessionService } from '../src/worker/session/session-service';
import { startServer } from '../server/app';

const scale = Number(process.argv[2] ?? 100_000);
const CURRENCIES = ['USD', 'CNY', 'JPY', 'EUR', 'HKD', 'SGD'];
const ISSUE_DAY0 = Date.UTC(2024, 0, 1) / 86_400_000;
const STATUS_DAY = Date.UTC(2026, 10, 1) / 86_400_000;
const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
if (process.argv.includes('--synthetic')) {
  await measureSynthetic(scale);
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'measure-cache-'));
const server = await startServer({
  port: 0,
  dataDir,
  staticDir: join(dataDir, 'no-ui'),
  quiet: true,
  seedScale: scale,
  // The measurement changes rows with demo/touch between syncs.
  demoTools: true,
});
try {
  const config = await loadRuntimeConfig(server.url);
  const storage = createMemoryStorage();
  let token: () => string | null = () => null;
  const http = createHttpClient({
    config,
    baseOrigin: server.url,
    getToken: () => token(),
    getLanguage: () => 'en-US',
    getCompanyRole: () => null,
    cache: storage.cache,
    onSessionExpired: () => undefined,
    onNotice: () => undefined,
  });
  const session = createSessionService({
    http,
    storage,
    config,
    events: createEventHub(),
    channel: { post: () => undefined, listen: () => undefined, close: () => undefined },
  });
  token = () => session.token();
  await session.login('supplier', 'Demo#2026');
  const make = () =>
    createReceivablesCache({
      chunks: storage.chunks,
      call: http.call,
      companyId: () => session.snapshot()?.principal.user.companyId ?? null,
      emit: () => undefined,
    });
  const time = async <T>(label: string, task: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await task();
    console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
    return result;
  };
  const signal = new AbortController().signal;
  const statuses = await time('full sync, every dataset', () => make().sync(signal));
  console.log(statuses.map((s) => `${s.dataset} ${s.rowCount} rows`).join(', '));
  const chunks = await storage.chunks.list('receivables');
  console.log(
    `receivables: ${chunks.length} chunks, ${(chunks.reduce((n, c) => n + c.bytes.length, 0) / 2 ** 20).toFixed(1)} MiB`,
  );
  await http.call(demoTouch, { body: { count: 100, deleteCount: 10 } });
  await time('incremental sync after touching 100 and deleting 10', () =>
    make().sync(signal, ['dueBalance']),
  );
  const cold = make();
  await time('cold load: status (read the chunk store)', () => cold.status());
  await time('cold load: first due-balance window (build table, filter, sort, sums)', () =>
    cold.view('dueBalance', { filters: [], sort: [] }, 0, 50),
  );
  await time('next window of the same query', () =>
    cold.view('dueBalance', { filters: [], sort: [] }, 5000, 50),
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The synthetic table's rows as the sync endpoint sends them (SYNC_COLUMNS order). */
function syntheticRow(id: number, seq: number, outstandingCents?: number): unknown[] {
  const h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const buyer = (h % 500) + 1;
  const currency = CURRENCIES[(h >>> 9) % CURRENCIES.length] as string;
  const issue = ((h >>> 3) % 1096) + ISSUE_DAY0;
  const due = issue + 30 * (((h >>> 13) % 4) + 1);
  const amountCents =
    currency === 'JPY' ? (((h >>> 7) % 90_000) + 1000) * 100 : (h % 9_000_000) + 10_000;
  const paid = (h >>> 17) % 10;
  const outstanding =
    outstandingCents ?? (paid < 4 ? 0 : paid < 7 ? amountCents : Math.floor(amountCents / 3));
  const status =
    outstanding === 0
      ? 'PAID'
      : outstanding < amountCents
        ? 'PARTIALLY_PAID'
        : due < STATUS_DAY
          ? 'OVERDUE'
          : 'OPEN';
  return [
    id,
    `INV${String(id).padStart(8, '0')}`,
    `B${String(buyer).padStart(5, '0')}`,
    currency,
    dayText(issue),
    dayText(due),
    (amountCents / 100).toFixed(2),
    (outstanding / 100).toFixed(2),
    status,
    (h >>> 21) % 10 < 3,
    '2026-11-22T06:02:11.123Z',
    seq,
  ];
}

/**
 * A synthetic receivables table behind a fake fetch: answers the sync endpoint's pages as JSON
 * text in the server's envelope; `touch` changes outstanding of some rows and deletes others
 * (as the demo touch does), each change taking a new seq.
 */
function syntheticServer(rows: number) {
  const BUYERS = 500;
  let seqCounter = BUYERS + rows;
  // Receivable id → its seq (0: deleted); buyers hold seq 1…500, receivables 501….
  const seqs = new Float64Array(rows + 1);
  for (let id = 1; id <= rows; id++) seqs[id] = BUYERS + id;
  const outstandingOf = new Map<number, number>();
  const tombstones: [string, number][] = [];
  let changes: [number, number][] | null = null;
  const page = (table: string, since: number, limit: number, countRemaining: boolean) => {
    const out: unknown[][] = [];
    const deleted: [string, number][] = [];
    let remaining = 0;
    if (table === 'buyers') {
      for (let b = 1; b <= BUYERS; b++) {
        if (b <= since) continue;
        remaining++;
        if (out.length < limit) {
          const code = `B${String(b).padStart(5, '0')}`;
          out.push([
            code,
            `Buyer ${b} ${code.toLowerCase()} Trading Co.`,
            'SG',
            '2026-11-22T06:02:11.123Z',
            b,
          ]);
        }
      }
    } else if (table === 'receivables') {
      // Every change by seq (built once until the next touch), then the ones after `since`.
      if (!changes) {
        changes = [];
        for (let id = 1; id <= rows; id++) {
          const seq = seqs[id] as number;
          if (seq > 0) changes.push([seq, id]);
        }
        for (const [key, seq] of tombstones) changes.push([seq, -Number(key)]);
        changes.sort((a, b) => a[0] - b[0]);
      }
      let lo = 0;
      let hi = changes.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((changes[mid] as [number, number])[0] <= since) lo = mid + 1;
        else hi = mid;
      }
      remaining = changes.length - lo;
      for (const [seq, id] of changes.slice(lo, lo + limit)) {
        if (id < 0) deleted.push([String(-id), seq]);
        else out.push(syntheticRow(id, seq, outstandingOf.get(id)));
      }
    }
    const last = Math.max(
      (out.at(-1)?.at(-1) as number | undefined) ?? since,
      deleted.at(-1)?.[1] ?? since,
    );
    return {
      table,
      version: 'synthetic-1',
      columns: table === 'buyers' || table === 'receivables' ? [...SYNC_COLUMNS[table]] : [],
      rows: out,
      deleted,
      nextSeq: last,
      done: remaining <= limit,
      ...(countRemaining ? { remaining } : {}),
    };
  };
  const server = {
    bytesSent: 0,
    /** Time spent making the answers (the fake server's share, not the worker's). */
    serverMs: 0,
    fetch: (url: string, init: RequestInit): Promise<Response> => {
      const table = url.split('/sync/')[1]?.split('?')[0] ?? '';
      const body = JSON.parse(String(init.body)) as {
        sinceSeq?: number;
        limit?: number;
        countRemaining?: boolean;
      };
      const started = performance.now();
      const text = JSON.stringify({
        code: 200,
        message: '',
        data: page(table, body.sinceSeq ?? 0, body.limit ?? 10_000, body.countRemaining ?? false),
      });
      server.bytesSent += text.length;
      server.serverMs += performance.now() - started;
      return Promise.resolve(
        new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    },
    touch(count: number, deleteCount: number) {
      changes = null;
      for (let i = 0; i < count; i++) {
        const id = 1 + ((i * 7919 + 13) % rows);
        if (seqs[id] === 0) continue;
        seqs[id] = ++seqCounter;
        outstandingOf.set(id, 100 + i);
      }
      for (let i = 0; i < deleteCount; i++) {
        const id = 1 + ((i * 104_729 + 7) % rows);
        if (seqs[id] === 0) continue;
        seqs[id] = 0;
        tombstones.push([String(id), ++seqCounter]);
      }
    },
  };
  return server;
}

async function measureSynthetic(rows: number) {
  const backend = syntheticServer(rows);
  const storage = createMemoryStorage();
  const http = createHttpClient({
    config: { apiBase: 'http://synthetic.test/', productCode: 'scf', appId: 'portal-app' },
    fetch: backend.fetch,
    getToken: () => 'synthetic',
    getLanguage: () => 'en-US',
    getCompanyRole: () => null,
    cache: storage.cache,
    onSessionExpired: () => undefined,
    onNotice: () => undefined,
  });
  let events = 0;
  let eventBytes = 0;
  const make = () =>
    createReceivablesCache({
      chunks: storage.chunks,
      call: http.call,
      companyId: () => 'C001',
      emit: (event) => {
        events++;
        eventBytes += JSON.stringify(event).length;
      },
    });
  const time = async <T>(label: string, task: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await task();
    console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
    return result;
  };
  const signal = new AbortController().signal;
  console.log(
    `synthetic receivables: ${rows} rows, 500 buyers (no server; JSON pages through the HTTP client)`,
  );
  await time('full sync of dueBalance (buyers + receivables)', () =>
    make().sync(signal, ['dueBalance']),
  );
  console.log(
    `  of which the fake server made the answers for ${Math.round(backend.serverMs)} ms; JSON sent ${(backend.bytesSent / 2 ** 20).toFixed(1)} MiB; ${events} events to the UI, ${(eventBytes / 1024).toFixed(1)} KiB`,
  );
  const chunks = await storage.chunks.list('receivables');
  console.log(
    `receivables: ${chunks.length} chunks, ${(chunks.reduce((n, c) => n + c.bytes.length, 0) / 2 ** 20).toFixed(1)} MiB`,
  );
  backend.touch(100, 10);
  await time('incremental sync after touching 100 and deleting 10', () =>
    make().sync(signal, ['dueBalance']),
  );
  const cold = make();
  await time('cold load: status (read the chunk store)', () => cold.status());
  const first = await time(
    'cold load: first due-balance window (build table, filter, sort, sums)',
    () => cold.view('dueBalance', { filters: [], sort: [] }, 0, 50),
  );
  const loadMs = (await cold.status()).find((s) => s.dataset === 'dueBalance')?.loadMs;
  console.log(
    `  total ${first.total} rows; loadMs ${loadMs === undefined ? '—' : loadMs.toFixed(0)}`,
  );
  await time('next window of the same query', () =>
    cold.view('dueBalance', { filters: [], sort: [] }, 5000, 50),
  );
  await time('LIKE on invoiceNo sorted by buyer name (first time)', () =>
    cold.view(
      'dueBalance',
      {
        filters: [{ field: 'invoiceNo', kind: 'text', pattern: '%v0%12%' }],
        sort: [{ field: 'buyerName', order: 'asc' }],
      },
      0,
      50,
    ),
  );
}
