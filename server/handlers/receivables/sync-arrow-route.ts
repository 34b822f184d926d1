/**
 * POST sync/{table} with `Accept: application/vnd.apache.arrow.stream`: the same changes as the
 * JSON answer (sync-table.ts), as an Arrow IPC stream written batch by batch as the rows are
 * read (docs/receivables-sync.md, "Sync in Arrow"). Mounted before the JSON route on the same
 * path; any other Accept falls through to it. Same gate (token, the route's declared access),
 * same body schema, same answers to bad input (a JSON envelope).
 */
import { join } from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  SYNC_ARROW_MEDIA_TYPE,
  SYNC_ARROW_META,
  syncTable,
  type SyncTable,
} from '../../../src/api/endpoints/receivables/sync-table';
import { readSetting, SettingKey } from '../../db/settings';
import { requestLanguage } from '../../http/language';
import { readInput } from '../../http/read-input';
import { honoPath, signedInGate } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { readBatch, syncSchema } from './sync-arrow-batch';
import { arrowAnswer, databaseMessages, schemaMessage } from './sync-arrow-stream';
import { countChanges, cutPage, lastChange, rowsBetween, type PageCut } from './sync-cut';
import { SYNC_SOURCES } from './sync-sources';
import { snapshotPage, type PageRequest } from './sync-snapshot/snapshot-pages';
import { snapshotRecorder } from './sync-snapshot/snapshot-recorder';
import { openSnapshotStore, type SnapshotStore } from './sync-snapshot/snapshot-store';
import { byteCounter, recordingTap } from './sync-snapshot/snapshot-tap';
import { tableState, type TableState } from './sync-state';

/**
 * Rows per record batch (and per database read): the server holds one batch at a time. A page
 * of the worker's 50,000 changes is one read: each query costs ≈ 25 ms of planning on PGlite.
 */
export const ARROW_BATCH_ROWS = 50_000;

/**
 * Bytes of Arrow answers sent since the process started (after compression, body only): read by
 * `bench:browser` (which runs the server in its process) for the first sync's bytes on the wire.
 */
export const arrowSyncSent = { bytes: 0, answers: 0, timeline: [] as SyncAnswerTime[] };

/** When one answer was asked for and when its last byte left (epoch ms): the bench's timeline. */
export interface SyncAnswerTime {
  table: SyncTable;
  askedAt: number;
  /** The sign-in gate passed (its database turns done). */
  gatedAt: number;
  /** The head decided (the cut, from the snapshot or the database): the body begins. */
  headAt: number;
  endedAt: number;
  /** Sent as stored (gzip), from the snapshot (head made again or gunzipped), or read. */
  source: 'stored' | 'snapshot' | 'database';
}

/** Epoch ms with a fraction: a snapshot page's phases take a few ms each. */
const now = () => performance.timeOrigin + performance.now();

/** The timeline keeps the latest answers only: a server that runs for weeks must not grow it. */
const TIMELINE_MAX = 1_000;

type Body = z.output<NonNullable<typeof syncTable.body>>;

export const wantsArrow = (c: Context): boolean =>
  (c.req.header('accept') ?? '').toLowerCase().includes(SYNC_ARROW_MEDIA_TYPE);

export function registerSyncArrow(api: ApiMount): void {
  // Beside the uploads, outside PGlite's folder; shared by servers that share the database.
  // Opened at the first answer, not at mount: mounting routes needs no file store.
  let store:
    { snapshots: SnapshotStore; recorder: ReturnType<typeof snapshotRecorder> } | undefined;
  const stores = () => {
    if (store) return store;
    const snapshots = openSnapshotStore(join(api.server.files.dir, 'sync-snapshots'));
    const recorder = snapshotRecorder(snapshots, (error) =>
      api.server.log.error('sync snapshot not stored', error),
    );
    store = { snapshots, recorder };
    return store;
  };
  // The JSON route registers the access entry; this gate only enforces it.
  const gate = signedInGate({ ...api, routes: undefined }, syncTable, () =>
    Promise.resolve(undefined),
  );
  api.app.post(honoPath(syncTable.path, api.server.productCode), async (c, next) => {
    if (!wantsArrow(c)) return next();
    const askedAt = now();
    const lang = requestLanguage(c.req.header('x-language'));
    const passed = await gate(c, lang);
    if ('fail' in passed) return c.json(passed.fail);
    if (!passed.user) return next();
    const gatedAt = now();
    const read = await readInput(c, syncTable, lang);
    if (!read.ok) return c.json(read.envelope);
    const table = (read.input.params as { table: SyncTable }).table;
    const body = read.input.body as Body;
    const { db } = api.server;
    const { snapshots, recorder } = stores();
    const companyId = passed.user.companyId;
    const name = SYNC_SOURCES[table].table;
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    let state: Promise<TableState> | undefined;
    const request: PageRequest = {
      companyId,
      table,
      state: () => (state ??= tableState(db, name, companyId)),
      body,
    };
    // A first sync's page as stored (sync-snapshot/): no rows read.
    const stored = await snapshotPage(snapshots, request, {
      rowsBetween: (after, upTo) => rowsBetween(db, name, companyId, after, upTo),
      changesAfter: (since) => countChanges(db, name, companyId, since),
    });
    const cut = stored?.cut ?? (await cutPage(db, table, companyId, body));
    // A first sync not answered by a current snapshot is recorded into a new one, as gzipped
    // for the client: a client that does not take gzip (tools, tests) is answered, not recorded.
    const recording =
      gzip && (!stored || stored.stale) ? await recorder.pageOf(request) : undefined;
    // A snapshot page or a recording has read the version with the table's state already.
    const version = state
      ? (await state).version
      : ((await readSetting(db, SettingKey.seededAt)) ?? '');
    const headers: Record<string, string> = {
      'content-type': SYNC_ARROW_MEDIA_TYPE,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    };
    arrowSyncSent.answers++;
    // A current snapshot's page whose stored head is this request's: its gzip bytes are the answer.
    const asStored = stored?.sameHead === true && gzip && !recording;
    const source = asStored ? 'stored' : stored ? 'snapshot' : 'database';
    const headAt = now();
    // The answer has begun: a failed read can only cut it short (the worker then keeps its
    // stored table), so the log is the one place it shows. A client that left is no failure:
    // the pipeline ends early, or the HTTP server cancels the answer with an AbortError.
    const ended = (error: NodeJS.ErrnoException | null) => {
      arrowSyncSent.timeline.push({ table, askedAt, gatedAt, headAt, endedAt: now(), source });
      if (arrowSyncSent.timeline.length > TIMELINE_MAX) arrowSyncSent.timeline.shift();
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE' && error.name !== 'AbortError')
        api.server.log.error(`sync/${table} in Arrow stopped`, error);
    };
    let sent: NodeJS.ReadableStream;
    if (stored && asStored) {
      // The stored answer is this one, already gzipped: sent as it is, nothing compressed.
      sent = pipeline(Readable.from(stored.gzipped()), byteCounter(arrowSyncSent), ended);
    } else {
      const schema = syncSchema(table, metadataOf(table, version, cut));
      const head = schemaMessage(schema);
      const fromDatabase = { rows: 0 };
      const messages =
        stored?.messages() ??
        databaseMessages(
          schema,
          (after, upTo) => readBatch(db, table, schema, companyId, after, upTo, ARROW_BATCH_ROWS),
          body.sinceSeq,
          cut.nextSeq,
          fromDatabase,
        );
      const bytes = Readable.fromWeb(arrowAnswer(head, messages) as never);
      // Level 1: the Arrow columns shrink 3–4× (ids and seqs in order, repeated dates and codes,
      // invoice numbers of one pattern) at a small cost, in zlib's thread pool.
      // pipeline: a client that goes away destroys every stage, down to the database reads.
      if (recording) {
        const plain = { bytes: 0 };
        const end = () =>
          recording.end(
            cut,
            {
              rows: stored?.rows ?? fromDatabase.rows,
              plainLength: plain.bytes,
              headLength: head.length,
            },
            () => lastChange(db, name, companyId),
          );
        sent = pipeline(
          bytes,
          byteCounter(plain),
          createGzip({ level: 1 }),
          recordingTap(recording, end),
          byteCounter(arrowSyncSent),
          ended,
        );
      } else if (gzip)
        sent = pipeline(bytes, createGzip({ level: 1 }), byteCounter(arrowSyncSent), ended);
      else sent = pipeline(bytes, byteCounter(arrowSyncSent), ended);
    }
    const answer = withoutCause(Readable.toWeb(sent as Readable) as ReadableStream<Uint8Array>);
    if (!gzip) return c.body(answer, 200, headers);
    return c.body(answer, 200, {
      ...headers,
      'content-encoding': 'gzip',
      vary: 'accept, accept-encoding',
    });
  });
}

/**
 * The answer's bytes, breaking off with an error of our own when the stream fails: the HTTP
 * server logs a body's error as it is, and a database error's message quotes the statement's
 * columns and values (server/log-error.ts). The failure itself is logged by `ended` above.
 * Breaking off (not ending) matters: an Arrow stream cut at a batch boundary reads as complete.
 */
function withoutCause(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.error(new Error('the sync answer stopped: see the error logged before'));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

function metadataOf(table: SyncTable, version: string, cut: PageCut): Map<string, string> {
  const meta = new Map<string, string>([
    [SYNC_ARROW_META.table, table],
    [SYNC_ARROW_META.version, version],
    [SYNC_ARROW_META.nextSeq, String(cut.nextSeq)],
    [SYNC_ARROW_META.done, String(cut.done)],
    [SYNC_ARROW_META.deleted, JSON.stringify(cut.deleted)],
  ]);
  if (cut.remaining !== undefined) meta.set(SYNC_ARROW_META.remaining, String(cut.remaining));
  return meta;
}
