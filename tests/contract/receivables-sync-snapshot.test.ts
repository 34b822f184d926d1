import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import { RecordBatchReader, type RecordBatch } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoTouch } from '../../src/api/endpoints/receivables/demo-touch';
import {
  SYNC_ARROW_MEDIA_TYPE,
  SYNC_TABLES,
  syncTable,
  type SyncTable,
} from '../../src/api/endpoints/receivables/sync-table';
import { arrowAnswerToJson } from '../../src/worker/receivables/sync-arrow-json';
import { startServer, type RunningServer } from '../../server/app';
import {
  SNAPSHOT_PAGE_LIMIT,
  snapshotPage,
  syncSnapshotServed,
} from '../../server/handlers/receivables/sync-snapshot/snapshot-pages';
import {
  SNAPSHOT_CHUNK_BYTES,
  openSnapshotStore,
} from '../../server/handlers/receivables/sync-snapshot/snapshot-store';
import { arSupplierUserName } from '../../server/seed/seed-ar-companies';
import { signIn } from './helpers/api';
import { arrowSyncHeaders, arrowSyncUrl } from './helpers/arrow-sync-request';
import { ok } from './receivables/helpers';

/**
 * A first sync answered from the stored snapshot (docs/receivables-sync.md, "First sync from a
 * snapshot"). Its own server: 130,000 receivables over two suppliers (C001 and AR00002), so a
 * company's receivables and payments take two pages of the worker's 50,000.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-sync-snapshot-'));
let server: RunningServer;
let token: string;
let otherToken: string;
const OTHER = 'AR00002';

beforeAll(async () => {
  server = await startServer({
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'no-ui'),
    quiet: true,
    seedScale: 130_000,
    seedCompanies: 2,
    demoTools: true,
  });
  token = await signIn('supplier', server.url);
  otherToken = await signIn(arSupplierUserName(OTHER), server.url);
}, 180_000);

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-files`, { recursive: true, force: true });
});

interface Body {
  sinceSeq: number;
  limit: number;
  countRemaining?: boolean;
}

interface Head {
  nextSeq: number;
  done: boolean;
  rows: unknown[][];
  deleted: [string, number][];
}

/**
 * A sync call on a connection of its own: comparing 50,000-row answers can take longer than the
 * server keeps an idle connection open, and a POST on a connection the server just closed fails.
 * Answers the body as it came on the wire and its `content-encoding`.
 */
function rawPost(
  table: SyncTable,
  body: Body,
  as: string,
  accept: string,
  acceptEncoding = 'gzip',
): Promise<{ raw: Buffer; encoding: string | undefined }> {
  const url = arrowSyncUrl(server.url, table);
  const headers = arrowSyncHeaders(as, { accept, acceptEncoding });
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          expect(response.headers['content-type']).toContain(accept);
          resolve({ raw: Buffer.concat(chunks), encoding: response.headers['content-encoding'] });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

/** The answer's bytes, gzip undone. */
async function post(table: SyncTable, body: Body, as: string, accept: string) {
  const { raw, encoding } = await rawPost(table, body, as, accept);
  return new Uint8Array(encoding === 'gzip' ? gunzipSync(raw) : raw);
}

/**
 * One gzip member holding exactly `plain` (Chromium reads only the first member of a body made
 * of several): its deflate data alone inflates to all of it, and the trailer is that of all of it.
 */
function expectOneGzipMember(raw: Buffer, plain: Uint8Array) {
  expect([...raw.subarray(0, 4)]).toEqual([0x1f, 0x8b, 8, 0]);
  const inflated = inflateRawSync(raw.subarray(10, raw.length - 8));
  expect(inflated.equals(plain)).toBe(true);
  expect(raw.readUInt32LE(raw.length - 8)).toBe(crc32(plain));
  expect(raw.readUInt32LE(raw.length - 4)).toBe(plain.length);
}

/** The Arrow answer's bytes (gzip undone), as the worker asks for it. */
const arrowBytes = (table: SyncTable, body: Body, as: string) =>
  post(table, body, as, SYNC_ARROW_MEDIA_TYPE);

/** The JSON answer's data, checked against the route's declaration. */
async function jsonAnswer(table: SyncTable, body: Body, as: string): Promise<Head> {
  const bytes = await post(table, body, as, 'application/json');
  const envelope = JSON.parse(Buffer.from(bytes).toString('utf8')) as { code: number; data: Head };
  expect(envelope.code).toBe(200);
  expect(syncTable.data.safeParse(envelope.data).error?.issues ?? []).toEqual([]);
  return envelope.data;
}

function decode(bytes: Uint8Array) {
  const reader = RecordBatchReader.from(bytes);
  reader.open();
  const schema = reader.schema;
  const batches: RecordBatch[] = [...reader];
  return arrowAnswerToJson(schema, batches);
}

/**
 * A first sync as the worker runs it (pages of 50,000 from 0, `remaining` asked on the first).
 * With `json`, every page decoded must equal the JSON answer to the same body (seconds per
 * page: used where the answer may differ from an earlier one; elsewhere the bytes are compared).
 * Answers the pages' bytes, how many pages came from the snapshot, and the rows.
 */
async function firstSync(table: SyncTable, { as = token, json: check = false } = {}) {
  const pages: Uint8Array[] = [];
  const rows: unknown[][] = [];
  const servedBefore = syncSnapshotServed.pages;
  let sinceSeq = 0;
  for (;;) {
    const body = { sinceSeq, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: sinceSeq === 0 };
    const bytes = await arrowBytes(table, body, as);
    const answer = decode(bytes) as Head;
    if (check) {
      const json = await jsonAnswer(table, body, as);
      expect(answer).toEqual(json);
    }
    rows.push(...answer.rows);
    pages.push(bytes);
    sinceSeq = answer.nextSeq;
    if (answer.done) break;
  }
  return { pages, rows, fromSnapshot: syncSnapshotServed.pages - servedBefore };
}

/** Page by page, byte for byte (a deep equality of MB-long arrays would take minutes). */
function expectSameBytes(pages: Uint8Array[], expected: Uint8Array[]) {
  expect(pages.length).toBe(expected.length);
  pages.forEach((page, k) => {
    expect(Buffer.from(page).equals(expected[k] ?? new Uint8Array()), `page ${k}`).toBe(true);
  });
}

const snapshotRoot = () => join(server.filesDir, 'sync-snapshots');
const folderOf = (companyId: string) =>
  join(snapshotRoot(), Buffer.from(companyId).toString('hex'));

describe('a first sync from the stored snapshot', () => {
  it('answers every table, page by page, with the very bytes the database read gave', async () => {
    for (const table of SYNC_TABLES) {
      const read = await firstSync(table);
      expect(read.fromSnapshot, table).toBe(0);
      const stored = await firstSync(table);
      expect(stored.fromSnapshot, table).toBe(stored.pages.length);
      expectSameBytes(stored.pages, read.pages);
    }
    const receivables = await firstSync('receivables');
    expect(receivables.pages.length).toBe(2);
    // Other limits and incremental syncs are read from the database, as before.
    const before = syncSnapshotServed.pages;
    decode(await arrowBytes('receivables', { sinceSeq: 0, limit: 7000 }, token));
    expect(syncSnapshotServed.pages).toBe(before);
  }, 300_000);

  it('still sees a change: pages the change left intact come from the snapshot, the rest and the change from the database, then it is stored anew', async () => {
    const before = await firstSync('receivables', { json: true });
    expect(before.fromSnapshot).toBe(2);
    const index = await openSnapshotStore(snapshotRoot()).read('C001', 'receivables');
    const touch = await ok<{ touched: { id: number; outstanding: string }[]; deleted: number[] }>(
      demoTouch,
      { token, body: { count: 6, deleteCount: 2 }, baseUrl: server.url },
    );
    // The seqs the changed rows had: a stored page whose range held one is read again.
    const seqOf = new Map(before.rows.map((row) => [row[0], row.at(-1) as number]));
    const oldSeqs = [...touch.touched.map((t) => t.id), ...touch.deleted].map((id) =>
      seqOf.get(id),
    );
    // Stored pages are answered up to the first that lost a row (the database's cut of that
    // page moves on by the rows lost, so no later request starts where a stored page does).
    const stored = index?.pages ?? [];
    const damaged = stored.findIndex(
      (page) =>
        page.done ||
        oldSeqs.some((seq) => seq !== undefined && seq > page.sinceSeq && seq <= page.nextSeq),
    );
    const intact = stored.slice(0, damaged < 0 ? stored.length : damaged);
    // Every page is checked against the JSON answer inside firstSync.
    const after = await firstSync('receivables', { json: true });
    expect(after.fromSnapshot).toBe(intact.length);
    const byId = new Map(after.rows.map((row) => [row[0], row]));
    for (const { id, outstanding } of touch.touched) expect(byId.get(id)?.[7]).toBe(outstanding);
    for (const id of touch.deleted) expect(byId.has(id)).toBe(false);
    expect(after.rows.length).toBe(before.rows.length - 2);
    // The sync after the change recorded the new state: the next one comes from the snapshot.
    const again = await firstSync('receivables');
    expect(again.fromSnapshot).toBe(again.pages.length);
    expectSameBytes(again.pages, after.pages);
  }, 300_000);

  it('does not store a first sync during which the table changed', async () => {
    await firstSync('payments');
    const kept = await openSnapshotStore(snapshotRoot()).read('C001', 'payments');
    // Payments change with the receivables the touch deletes.
    const touch = () =>
      ok(demoTouch, { token, body: { count: 0, deleteCount: 3 }, baseUrl: server.url });
    await touch();
    // A first sync read from the database (so recorded) that the next touch cuts in two.
    let sinceSeq = 0;
    for (let page = 0; ; page++) {
      if (page === 1) await touch();
      const body = { sinceSeq, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: page === 0 };
      const answer = decode(await arrowBytes('payments', body, token));
      expect(answer).toEqual(await jsonAnswer('payments', body, token));
      sinceSeq = answer.nextSeq;
      if (answer.done) break;
    }
    expect(sinceSeq).toBeGreaterThan(0);
    // Not stored: the snapshot on disk is still the one before, and no part file is left.
    const onDisk = await openSnapshotStore(snapshotRoot()).read('C001', 'payments');
    expect(onDisk).toEqual(kept);
    expect(readdirSync(folderOf('C001')).filter((name) => name.endsWith('.part'))).toEqual([]);
    // The next first sync is read again (at least its last page) and stored; the one after
    // comes from it.
    const read = await firstSync('payments');
    expect(read.fromSnapshot).toBeLessThan(read.pages.length);
    const stored = await firstSync('payments');
    expect(stored.fromSnapshot).toBe(stored.pages.length);
  }, 300_000);

  it("never answers another company from this company's snapshot", async () => {
    await firstSync('receivables');
    const own = await firstSync('receivables', { as: otherToken, json: true });
    expect(own.fromSnapshot).toBe(0);
    const mine = await firstSync('receivables');
    const ids = new Set(mine.rows.map((row) => row[0]));
    expect(own.rows.length).toBeGreaterThan(50_000);
    expect(own.rows.some((row) => ids.has(row[0]))).toBe(false);
    const again = await firstSync('receivables', { as: otherToken });
    expect(again.fromSnapshot).toBe(again.pages.length);
    expectSameBytes(again.pages, own.pages);
    // Each company's snapshots are in a folder of its own.
    expect(readdirSync(folderOf(OTHER))).toContain('receivables.v2.json');
    expect(existsSync(join(folderOf('C001'), 'receivables.v2.json'))).toBe(true);
  }, 300_000);

  it('answers from an older snapshot only a page whose rows are all still there, never the last', async () => {
    await firstSync('receivables');
    const store = openSnapshotStore(snapshotRoot());
    const index = await store.read('C001', 'receivables');
    const [page, last] = index?.pages ?? [];
    if (!index || !page || !last) throw new Error('two stored pages expected');
    const asked: string[] = [];
    const older = (rowsNow: number) =>
      snapshotPage(
        store,
        {
          companyId: 'C001',
          table: 'receivables',
          state: () => Promise.resolve({ version: index.version, stateSeq: index.stateSeq + 10 }),
          body: { sinceSeq: page.sinceSeq, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: true },
        },
        {
          rowsBetween: (after, upTo) => {
            asked.push(`rows ${after}-${upTo}`);
            return Promise.resolve(rowsNow);
          },
          changesAfter: (since) => {
            asked.push(`changes ${since}`);
            return Promise.resolve(123_456);
          },
        },
      );
    const served = await older(page.rows);
    expect(served?.stale).toBe(true);
    // Its cut is the stored one; `remaining` is counted again.
    expect(served?.cut).toEqual({
      nextSeq: page.nextSeq,
      done: false,
      deleted: page.deleted,
      remaining: 123_456,
    });
    await served?.messages().return(undefined);
    expect(asked).toEqual([`rows ${page.sinceSeq}-${page.nextSeq}`, `changes ${page.sinceSeq}`]);
    expect(await older(page.rows - 1)).toBeUndefined();
    const lastPage = await snapshotPage(
      store,
      {
        companyId: 'C001',
        table: 'receivables',
        state: () => Promise.resolve({ version: index.version, stateSeq: index.stateSeq + 10 }),
        body: { sinceSeq: last.sinceSeq, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: false },
      },
      { rowsBetween: () => Promise.resolve(last.rows), changesAfter: () => Promise.resolve(0) },
    );
    expect(lastPage).toBeUndefined();
    // Another data version (a reseed) never matches.
    const reseeded = await snapshotPage(
      store,
      {
        companyId: 'C001',
        table: 'receivables',
        state: () => Promise.resolve({ version: 'another', stateSeq: index.stateSeq }),
        body: { sinceSeq: 0, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: false },
      },
      { rowsBetween: () => Promise.resolve(page.rows), changesAfter: () => Promise.resolve(0) },
    );
    expect(reseeded).toBeUndefined();
  }, 120_000);

  it('does not log a client that leaves in the middle of an answer as a failure', async () => {
    await firstSync('receivables');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const stored of [true, false]) {
        const leaving = new AbortController();
        const response = await fetch(arrowSyncUrl(server.url, 'receivables'), {
          method: 'POST',
          signal: leaving.signal,
          headers: arrowSyncHeaders(token, { acceptEncoding: 'identity' }),
          // From the snapshot, then read from the database (another limit).
          body: JSON.stringify({ sinceSeq: 0, limit: stored ? SNAPSHOT_PAGE_LIMIT : 49_999 }),
        });
        const reader = response.body?.getReader();
        await reader?.read();
        leaving.abort();
        await reader?.cancel().catch(() => undefined);
      }
      // The server notices the closed connection while it writes.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  }, 120_000);

  it('reads a stored page a chunk at a time as it is asked for, never the whole table', async () => {
    await firstSync('receivables');
    const store = openSnapshotStore(snapshotRoot());
    const index = await store.read('C001', 'receivables');
    const page = index?.pages[0];
    if (!index || !page) throw new Error('a stored page expected');
    expect(index.pages.length).toBeGreaterThan(1);
    // The table as the sync above left it: the route would find the snapshot current.
    const stored = await snapshotPage(
      store,
      {
        companyId: 'C001',
        table: 'receivables',
        state: () => Promise.resolve({ version: index.version, stateSeq: index.stateSeq }),
        body: { sinceSeq: 0, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: false },
      },
      {
        // A current snapshot asks the database nothing.
        rowsBetween: () => Promise.reject(new Error('not asked')),
        changesAfter: () => Promise.reject(new Error('not asked')),
      },
    );
    expect(stored).toBeDefined();
    const readBefore = syncSnapshotServed.bytesRead;
    const gzipped = stored?.gzipped();
    const chunk = Math.min(SNAPSHOT_CHUNK_BYTES, page.length);
    const first = await gzipped?.next();
    expect(first?.value?.byteLength).toBe(chunk);
    expect(syncSnapshotServed.bytesRead - readBefore).toBe(chunk);
    // The rest of the page, and nothing of the next one.
    for (let next = await gzipped?.next(); next && !next.done; next = await gzipped?.next());
    expect(syncSnapshotServed.bytesRead - readBefore).toBe(page.length);
  }, 120_000);
  it('sends a stored page as it was stored: one gzip member, equal after gunzip to the database answer', async () => {
    const read = await firstSync('financings', { json: true });
    const index = await openSnapshotStore(snapshotRoot()).read('C001', 'financings');
    if (!index) throw new Error('a snapshot of financings expected');
    const body = readFileSync(join(folderOf('C001'), index.body));
    let sinceSeq = 0;
    for (const [k, page] of index.pages.entries()) {
      expect(page.sinceSeq).toBe(sinceSeq);
      const before = syncSnapshotServed.pages;
      const { raw, encoding } = await rawPost(
        'financings',
        { sinceSeq, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: k === 0 },
        token,
        SYNC_ARROW_MEDIA_TYPE,
      );
      expect(syncSnapshotServed.pages - before).toBe(1);
      expect(encoding).toBe('gzip');
      // The stored bytes as they are: nothing compressed again.
      expect(raw.equals(body.subarray(page.offset, page.offset + page.length)), `page ${k}`).toBe(
        true,
      );
      expectOneGzipMember(raw, read.pages[k] ?? new Uint8Array());
      sinceSeq = page.nextSeq;
    }
  }, 300_000);

  it('answers a client that does not take gzip, or asks for another head, from the snapshot too', async () => {
    const read = await firstSync('payments');
    const stored = await firstSync('payments');
    expect(stored.fromSnapshot).toBe(stored.pages.length);
    expectSameBytes(stored.pages, read.pages);
    // Plain bytes: the stored answer gunzipped.
    const before = syncSnapshotServed.pages;
    const first = { sinceSeq: 0, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: true };
    const plain = await rawPost('payments', first, token, SYNC_ARROW_MEDIA_TYPE, 'identity');
    expect(syncSnapshotServed.pages - before).toBe(1);
    expect(plain.encoding).toBeUndefined();
    expect(plain.raw.equals(read.pages[0] ?? new Uint8Array())).toBe(true);
    // A head other than the stored one (no `remaining`, then `remaining` on a later page): made
    // again, the stored messages after it.
    for (const body of [
      { ...first, countRemaining: false },
      { sinceSeq: decode(plain.raw).nextSeq, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: true },
    ]) {
      const served = syncSnapshotServed.pages;
      for (const acceptEncoding of ['gzip', 'identity']) {
        const { raw, encoding } = await rawPost(
          'payments',
          body,
          token,
          SYNC_ARROW_MEDIA_TYPE,
          acceptEncoding,
        );
        const bytes = encoding === 'gzip' ? gunzipSync(raw) : raw;
        expect(decode(bytes)).toEqual(await jsonAnswer('payments', body, token));
      }
      expect(syncSnapshotServed.pages - served).toBe(2);
    }
  }, 300_000);

  it('records a first sync whose client asks for each next page before reading the one before, as the worker does', async () => {
    // A change, so that this first sync is read (at least from the changed page on) and recorded.
    await ok(demoTouch, { token, body: { count: 0, deleteCount: 1 }, baseUrl: server.url });
    const bodies: Body[] = [];
    for (let sinceSeq = 0; ;) {
      const body = { sinceSeq, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: sinceSeq === 0 };
      bodies.push(body);
      const json = await jsonAnswer('receivables', body, token);
      if (json.done) break;
      sinceSeq = json.nextSeq;
    }
    expect(bodies.length).toBeGreaterThan(1);
    const url = arrowSyncUrl(server.url, 'receivables');
    const ask = (body: Body) =>
      fetch(url, {
        method: 'POST',
        headers: arrowSyncHeaders(token),
        body: JSON.stringify(body),
      });
    const pages: Uint8Array[] = [];
    let answer = ask({ sinceSeq: 0, limit: SNAPSHOT_PAGE_LIMIT, countRemaining: true });
    for (const body of bodies.slice(1)) {
      const read = await answer;
      // The next page is asked for before this one is read (its head named it).
      answer = ask(body);
      pages.push(new Uint8Array(await read.arrayBuffer()));
    }
    pages.push(new Uint8Array(await (await answer).arrayBuffer()));
    expect(pages.length).toBe(bodies.length);
    for (const [k, body] of bodies.entries()) {
      expect(decode(pages[k] ?? new Uint8Array())).toEqual(
        await jsonAnswer('receivables', body, token),
      );
    }
    const again = await firstSync('receivables');
    expect(again.fromSnapshot).toBe(again.pages.length);
    expectSameBytes(again.pages, pages);
  }, 300_000);

  it('never reads a snapshot stored in the format before (plain messages): it is read again and stored anew', async () => {
    // The other supplier's dilutions have no snapshot: their version and last change (another
    // limit is neither answered from a snapshot nor recorded).
    const bytes = await post(
      'dilutions',
      { sinceSeq: 0, limit: 49_999 },
      otherToken,
      SYNC_ARROW_MEDIA_TYPE,
    );
    const reader = RecordBatchReader.from(bytes);
    reader.open();
    const version = reader.schema.metadata.get('version') ?? '';
    const all = decode(bytes) as Head;
    expect(all.done).toBe(true);
    // A format-1 snapshot that would otherwise answer: same version, last change, page.
    const folder = folderOf(OTHER);
    const oldBody = Buffer.from('format 1: plain Arrow messages, not a gzip member');
    writeFileSync(join(folder, 'dilutions-old.arrow'), oldBody);
    const page = { sinceSeq: 0, nextSeq: all.nextSeq, done: true, deleted: all.deleted };
    const old = {
      companyId: OTHER,
      table: 'dilutions',
      version,
      stateSeq: all.nextSeq,
      pageLimit: SNAPSHOT_PAGE_LIMIT,
      body: 'dilutions-old.arrow',
      pages: [
        {
          ...page,
          remaining: all.rows.length,
          rows: all.rows.length,
          offset: 0,
          length: oldBody.length,
        },
      ],
    };
    writeFileSync(join(folder, 'dilutions.json'), JSON.stringify(old));
    const read = await firstSync('dilutions', { as: otherToken, json: true });
    expect(read.fromSnapshot).toBe(0);
    expect(read.rows.length).toBe(all.rows.length);
    // Stored anew in format 2, which replaces the format-1 files.
    const stored = await firstSync('dilutions', { as: otherToken });
    expect(stored.fromSnapshot).toBe(stored.pages.length);
    expectSameBytes(stored.pages, read.pages);
    expect(existsSync(join(folder, 'dilutions.json'))).toBe(false);
    expect(existsSync(join(folder, 'dilutions-old.arrow'))).toBe(false);
  }, 300_000);
});
