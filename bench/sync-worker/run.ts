/**
 * The worker's side of a first sync, alone (docs/receivables-sync.md, "The worker's append"):
 * synthetic Arrow answers of the server's shape (answers.ts) go through the worker's real code —
 * `pullChanges` with a fake call that hands each page's bytes to the Arrow reader, then
 * `applyChanges` (chunk plan and Arrow IPC encoding), then the store's one-transaction
 * `replaceTable` on fake-indexeddb (Node's structured clone, not a browser's IndexedDB) — and
 * prints µs a row per step. No server, no network, no gzip.
 *
 *   npx tsx bench/sync-worker/run.ts [--rows 1000000] [--runs 3] [--tables receivables,payments]
 *     [--server-ms 0] [--no-store]
 */
import { RecordBatchReader } from 'apache-arrow';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createDexieChunkStore } from '../../src/db/dexie/dexie-chunk-store';
import { PortalDb } from '../../src/db/portal-db';
import type { SyncStateRecord } from '../../src/db/records';
import { applyChanges } from '../../src/worker/receivables/apply-changes';
import { createChangeSet } from '../../src/worker/receivables/change-set';
import { pullChanges } from '../../src/worker/receivables/pull-changes';
import { readArrowPage } from '../../src/worker/receivables/sync-arrow-page';
import {
  TABLE_LAYOUTS,
  layoutKey,
  type TableLayout,
} from '../../src/worker/receivables/table-layouts';
import type { BinaryAnswer } from '../../src/api/http/binary-answer';
import { gc, heapBytes } from '../timing';
import { answerPages, type BenchTable } from './answers';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    tables: { type: 'string', default: 'receivables,payments' },
    'no-store': { type: 'boolean', default: false },
    'server-ms': { type: 'string', default: '0' },
  },
});
const receivables = Number(values.rows);
const runs = Number(values.runs);
const tables = (values.tables ?? '').split(',') as BenchTable[];
const serverMs = Number(values['server-ms']);

/**
 * A `client.call` that answers each page's Arrow bytes through the worker's binary reader. As
 * the server does, the head (the schema message) comes at once and the rows `serverMs` later
 * (the server reading the batch from its database).
 */
function fakeCall(pages: readonly Uint8Array<ArrayBuffer>[], serverMs: number) {
  let next = 0;
  return (async (_endpoint: unknown, _input: unknown, options: { binary: BinaryAnswer }) => {
    const bytes = pages[next++];
    if (!bytes) throw new Error('bench: more pages asked for than answered');
    // Stream format: 0xFFFFFFFF, the metadata's length, the schema's metadata (no body).
    const headEnd = 8 + new DataView(bytes.buffer, bytes.byteOffset).getInt32(4, true);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, headEnd));
        if (serverMs > 0) await new Promise((resolve) => setTimeout(resolve, serverMs));
        controller.enqueue(bytes.subarray(headEnd));
        controller.close();
      },
    });
    return options.binary.read(
      new Response(body, { headers: { 'content-type': 'application/vnd.apache.arrow.stream' } }),
    );
  }) as unknown as Parameters<typeof pullChanges>[0];
}

const ms = (from: number) => performance.now() - from;
const fmt = (t: number, rows: number) =>
  `${t.toFixed(0).padStart(6)} ms ${((t * 1000) / rows).toFixed(2).padStart(6)} µs/row`;

/** The steps alone, in a scope of their own so that their change set is garbage afterwards. */
async function stepsAlone(layout: TableLayout, pages: readonly Uint8Array<ArrayBuffer>[]) {
  let t = performance.now();
  const alone = createChangeSet(layout);
  for (const page of pages) await readArrowPage(new Response(page), alone.arrowPage());
  const append = ms(t);
  t = performance.now();
  applyChanges(layout, [], alone);
  return { append, encodeAll: ms(t) };
}

async function runOnce(table: BenchTable, pages: readonly Uint8Array<ArrayBuffer>[], rows: number) {
  const layout = TABLE_LAYOUTS[table];
  gc();
  // The IPC parse alone (what any reader of the answer pays).
  let t = performance.now();
  let parsed = 0;
  for (const page of pages) {
    const reader = await RecordBatchReader.from(new Response(page).body as ReadableStream);
    await reader.open();
    for await (const batch of reader) parsed += batch.numRows;
  }
  const read = ms(t);
  if (parsed !== rows) throw new Error(`bench: parsed ${parsed} of ${rows} rows`);
  gc();

  // The steps alone: every page appended to a change set, then every chunk encoded by the
  // general path (the columns built, each chunk gathered from them), as an incremental sync does.
  const { append, encodeAll } = await stepsAlone(layout, pages);
  gc();
  const before = heapBytes();
  // The worker's real path (pull-changes.ts, then applyChanges as sync-table.ts calls it),
  // each page's rows arriving `serverMs` after its head.
  t = performance.now();
  let events = 0;
  const pulled = await pullChanges(fakeCall(pages, serverMs), layout, {
    sinceSeq: 0,
    knownVersion: undefined,
    signal: new AbortController().signal,
    onProgress: () => events++,
  });
  const pull = ms(t);
  // What the pulled sync holds until its commit (change set, chunks made so far), after a full GC.
  gc();
  const held = heapBytes() - before;

  t = performance.now();
  const plan = applyChanges(layout, [], pulled.changes);
  const encode = ms(t);
  const bytes = plan.chunks.reduce((n, c) => n + c.bytes.byteLength, 0);
  // What is stored, to compare two versions of the code: the same digest is the same chunks.
  const digest = createHash('sha256');
  for (const c of plan.chunks)
    digest.update(`${c.chunkNo} ${c.minKey} ${c.maxKey} ${c.rowCount}`).update(c.bytes);

  let store = Number.NaN;
  if (!values['no-store']) {
    const db = new PortalDb(`bench-${table}-${Math.random()}`, {
      indexedDB: new IDBFactory(),
      IDBKeyRange,
    });
    await db.open();
    const chunks = createDexieChunkStore(db);
    const state: SyncStateRecord = {
      table,
      version: pulled.nextSeq,
      serverVersion: pulled.serverVersion,
      companyId: 'C001',
      layout: layoutKey(layout),
      syncedAt: Date.now(),
      rowCount: rows,
      chunkCount: plan.chunks.length,
    };
    t = performance.now();
    await chunks.replaceTable(table, plan.chunks, state);
    store = ms(t);
    db.close();
  }
  return {
    read,
    append,
    encodeAll,
    pull,
    held,
    encode,
    store,
    bytes,
    chunks: plan.chunks.length,
    events,
    digest: digest.digest('hex').slice(0, 16),
  };
}

async function main() {
  console.log(
    `uptime: load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const table of tables) {
    const { pages, rows } = await answerPages(table, receivables);
    const size = pages.reduce((n, p) => n + p.byteLength, 0);
    console.log(
      `\n${table}: ${rows} rows, ${pages.length} pages, ${(size / 2 ** 20).toFixed(1)} MiB of Arrow`,
    );
    for (let r = 0; r < runs; r++) {
      const m = await runOnce(table, pages, rows);
      console.log(
        [
          `run ${r + 1} (load ${loadavg()[0]?.toFixed(2)})`,
          `  IPC read only               ${fmt(m.read, rows)}`,
          `  append (read, keys, held)   ${fmt(m.append, rows)}`,
          `  encode every chunk (general) ${fmt(m.encodeAll, rows)}`,
          // Each page is asked for when the page before names it (pull-changes.ts), so the
          // server's time of a page overlaps the reading of the one before: only the first
          // page's is a wait of its own, the others' as far as the worker is faster.
          `  pull, server ${serverMs} ms a page    ${fmt(m.pull, rows)}   ${m.events} progress events; server's ${serverMs * pages.length} ms one after another, beyond the first page's ${fmt(m.pull - serverMs, rows)}`,
          `  held after the pull         ${(m.held / 2 ** 20).toFixed(0).padStart(6)} MiB (JS heap + ArrayBuffers, after a full GC)`,
          `  then plan + last chunks     ${fmt(m.encode, rows)}   ${m.chunks} chunks, ${(m.bytes / 2 ** 20).toFixed(1)} MiB, sha256 ${m.digest}`,
          `  store (fake-indexeddb)      ${fmt(m.store, rows)}`,
          `  worker, pull to commit      ${fmt(m.pull + m.encode + m.store, rows)}`,
        ].join('\n'),
      );
    }
  }
}

await main();
