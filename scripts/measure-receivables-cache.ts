/**
 * Measures the worker's receivables cache in Node (docs/receivables-sync.md): a full sync of
 * every dataset from a fresh reference server, an incremental sync after a demo touch, and a
 * cold load (stored chunks → queryable table → first due-balance window) from the in-memory
 * chunk store. Usage: `npx tsx scripts/measure-receivables-cache.ts [scale]` (default 100 000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoTouch } from '../src/api/endpoints/receivables/demo-touch';
import { createHttpClient } from '../src/api/http/http-client';
import { createMemoryStorage } from '../src/db/memory/memory-storage';
import { createEventHub } from '../src/worker/core/event-hub';
import { loadRuntimeConfig } from '../src/worker/core/load-config';
import { createReceivablesCache } from '../src/worker/receivables/receivables-cache';
import { createSessionService } from '../src/worker/session/session-service';
import { startServer } from '../server/app';

const scale = Number(process.argv[2] ?? 100_000);
const dataDir = mkdtempSync(join(tmpdir(), 'measure-cache-'));
const server = await startServer({
  port: 0,
  dataDir,
  staticDir: join(dataDir, 'no-ui'),
  quiet: true,
  seedScale: scale,
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
