/**
 * Answering a sync page from the stored snapshot (docs/receivables-sync.md, "First sync from a
 * snapshot"): when the company's table has not changed since the snapshot was read (same data
 * version, same last change) and the request lines up with one of its pages (same `limit`, a
 * `sinceSeq` where a page starts), the page's cut and Arrow messages are exactly what the
 * database would give, so they are sent from the file instead of read again: as stored (gzip) when
 * the client accepts gzip and the stored head is the request's, else gunzipped.
 */
import type { FileHandle } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { SyncTable } from '../../../../src/api/endpoints/receivables/sync-table';
import type { PageCut } from '../sync-cut';
import type { TableState } from '../sync-state';
import {
  SNAPSHOT_CHUNK_BYTES,
  type SnapshotIndex,
  type SnapshotPage,
  type SnapshotStore,
} from './snapshot-store';

/**
 * The only page size snapshots are kept for: the worker's (`SYNC_PAGE_LIMIT`), which is also the
 * route's largest limit and its batch size, so each page is one record batch.
 */
export const SNAPSHOT_PAGE_LIMIT = 50_000;

/** The Arrow stream's end marker (continuation, zero length) that closes every stored answer. */
export const ARROW_EOS_BYTES = 8;

/** Pages answered from a snapshot and bytes read for them since the process started (benches, tests). */
export const syncSnapshotServed = { pages: 0, bytesRead: 0 };

export interface PageRequest {
  companyId: string;
  table: SyncTable;
  /**
   * The data version (time of the last seed) and the table's last change now, read together in
   * one database turn (`tableState`); asked only when a snapshot could answer or a recording go
   * on, so an incremental sync costs no query more.
   */
  state: () => Promise<TableState>;
  body: { sinceSeq: number; limit: number; countRemaining: boolean };
}

/** What a snapshot older than the table needs asked of the database. */
export interface SnapshotChecks {
  /** Rows of the company's table with `after < seq ≤ upTo` now. */
  rowsBetween(after: number, upTo: number): Promise<number>;
  /** Changes after `sinceSeq` now (`countChanges`). */
  changesAfter(sinceSeq: number): Promise<number>;
}

export interface StoredPage {
  cut: PageCut;
  rows: number;
  /** Served from a snapshot older than the table (its page checked intact). */
  stale: boolean;
  /**
   * Whether the stored answer's head is this request's (same `remaining`, or none): then the
   * stored gzip bytes are the whole answer, else the head is made again before the messages.
   */
  sameHead: boolean;
  /** The stored answer as it is on disk (gzip, one member), a chunk at a time. */
  gzipped(): AsyncGenerator<Uint8Array>;
  /** The page's Arrow messages (no head, no end marker), gunzipped from the stored answer. */
  messages(): AsyncGenerator<Uint8Array>;
}

const pageAt = (index: SnapshotIndex, body: PageRequest['body']) =>
  index.pageLimit === body.limit
    ? index.pages.find((page) => page.sinceSeq === body.sinceSeq)
    : undefined;

/**
 * The page from the snapshot, or undefined when the database must answer.
 *
 * A snapshot older than the table still answers a page (not its last) if none of the page's rows
 * changed since: a change gives a row a new seq past the snapshot's, and a delete leaves a
 * tombstone there, so the page's seq range has lost a row exactly when it changed, and no change
 * can enter it. Then the page's cut (its `limit`-th change) and bytes are still the database's;
 * only `remaining` is counted again. The first page that lost a row is read from the database,
 * whose cut then ends further on (by the rows lost), so no later request of that first sync
 * starts where a stored page does: the rest is read from the database too. So an older snapshot
 * saves the pages before the first changed row: all but the last when the table only grew.
 */
export async function snapshotPage(
  store: SnapshotStore,
  request: PageRequest,
  checks: SnapshotChecks,
): Promise<StoredPage | undefined> {
  const { companyId, table, body } = request;
  if (body.limit !== SNAPSHOT_PAGE_LIMIT) return undefined;
  let index = await store.read(companyId, table);
  // Most requests (incremental syncs) start where no stored page does: nothing more to ask.
  if (!index || !pageAt(index, body)) return undefined;
  const { version, stateSeq } = await request.state();
  if (index.stateSeq !== stateSeq) {
    // Another server on the same database may have stored a newer one.
    store.forget(companyId, table);
    index = await store.read(companyId, table);
  }
  if (!index || index.version !== version || index.stateSeq > stateSeq) return undefined;
  const page = pageAt(index, body);
  if (!page) return undefined;
  const stale = index.stateSeq !== stateSeq;
  if (stale && (page.done || (await checks.rowsBetween(page.sinceSeq, page.nextSeq)) !== page.rows))
    return undefined;
  syncSnapshotServed.pages++;
  const cut: PageCut = { nextSeq: page.nextSeq, done: page.done, deleted: page.deleted };
  if (body.countRemaining) {
    cut.remaining = stale ? await checks.changesAfter(page.sinceSeq) : page.remaining;
  }
  const opened = index;
  const gzipped = () => readPage(() => store.openBody(opened), page);
  return {
    cut,
    rows: page.rows,
    stale,
    // The stored head was made from the same table, version and cut: only `remaining` can differ.
    sameHead: (cut.remaining ?? null) === page.headRemaining,
    gzipped,
    messages: () => storedMessages(gzipped(), page),
  };
}

/**
 * The page's bytes as stored, one chunk per ask: an answer holds at most one chunk of the
 * snapshot. The file is opened on the first ask, so an answer dropped before its rows opens
 * nothing.
 */
async function* readPage(
  openBody: () => Promise<FileHandle>,
  page: SnapshotPage,
): AsyncGenerator<Uint8Array> {
  const file = await openBody();
  try {
    for (let at = 0; at < page.length;) {
      const size = Math.min(SNAPSHOT_CHUNK_BYTES, page.length - at);
      const chunk = Buffer.allocUnsafe(size);
      const { bytesRead } = await file.read(chunk, 0, size, page.offset + at);
      if (bytesRead === 0) throw new Error('sync snapshot: the body is shorter than its index');
      syncSnapshotServed.bytesRead += bytesRead;
      at += bytesRead;
      yield chunk.subarray(0, bytesRead);
    }
  } finally {
    await file.close();
  }
}

/** The stored answer gunzipped, without its head and its end marker: the page's messages. */
async function* storedMessages(
  gzipped: AsyncGenerator<Uint8Array>,
  page: SnapshotPage,
): AsyncGenerator<Uint8Array> {
  // pipeline: a consumer that stops early destroys the gunzip, which closes the file.
  const plain = pipeline(Readable.from(gzipped), createGunzip(), () => undefined);
  const end = page.plainLength - ARROW_EOS_BYTES;
  let at = 0;
  for await (const chunk of plain as AsyncIterable<Buffer>) {
    const from = Math.max(page.headLength - at, 0);
    const to = Math.min(end - at, chunk.length);
    at += chunk.length;
    if (to > from) yield chunk.subarray(from, to);
  }
  if (at !== page.plainLength) throw new Error('sync snapshot: a page is not the length indexed');
}
