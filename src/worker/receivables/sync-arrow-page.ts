import { RecordBatchReader, type Schema } from 'apache-arrow';
import {
  SYNC_ARROW_META,
  SYNC_TABLES,
  syncTable as syncTableEndpoint,
  type SyncTable,
} from '../../api/endpoints/receivables/sync-table';
import { contractError } from '../../api/http/transport-errors';
import type { ArrowPageWriter } from './change-set';

/** What an Arrow sync answer announces in its schema metadata: the JSON answer but its rows. */
export interface ArrowPageHead {
  table: SyncTable;
  version: string;
  nextSeq: number;
  done: boolean;
  remaining?: number;
  deleted: [string, number][];
}

const fail = (path: string): never => {
  throw contractError(
    syncTableEndpoint.id,
    `unexpected response from ${syncTableEndpoint.id}: ${path}: invalid value`,
    200,
  );
};

const isInt = (v: number) => Number.isInteger(v);

/** At most this many rows are reserved ahead from an answer's `remaining`. */
const RESERVE_MAX = 4_000_000;

/** The schema metadata of an Arrow sync answer, checked like the JSON answer's fields. */
export function arrowPageHead(schema: Schema): ArrowPageHead {
  const meta = schema.metadata;
  const text = (key: string) => meta.get(key) ?? fail(key);
  const table = text(SYNC_ARROW_META.table) as SyncTable;
  if (!SYNC_TABLES.includes(table)) fail('table');
  const nextSeq = Number(text(SYNC_ARROW_META.nextSeq));
  if (!isInt(nextSeq)) fail('nextSeq');
  const done = text(SYNC_ARROW_META.done);
  if (done !== 'true' && done !== 'false') fail('done');
  let deleted: unknown;
  try {
    deleted = JSON.parse(text(SYNC_ARROW_META.deleted));
  } catch {
    fail('deleted');
  }
  if (!Array.isArray(deleted)) return fail('deleted');
  deleted.forEach((t: unknown, i) => {
    if (!Array.isArray(t) || typeof t[0] !== 'string' || typeof t[1] !== 'number')
      fail(`deleted.${i}`);
  });
  const head: ArrowPageHead = {
    table,
    version: text(SYNC_ARROW_META.version),
    nextSeq,
    done: done === 'true',
    deleted: deleted as [string, number][],
  };
  const remaining = meta.get(SYNC_ARROW_META.remaining);
  if (remaining !== undefined) {
    const n = Number(remaining);
    if (!isInt(n) || n < 0) fail('remaining');
    head.remaining = n;
  }
  return head;
}

/**
 * Reads an Arrow sync answer as it streams in: the head as soon as the schema arrives
 * (`onHead`), then each record batch appended to the change set (`onRows`: rows so far), then
 * the page's tombstones. Nothing here decodes a row into an object.
 */
export async function readArrowPage(
  response: Response,
  writer: ArrowPageWriter,
  events: { onHead?(head: ArrowPageHead): void; onRows?(rows: number): void } = {},
): Promise<ArrowPageHead & { rowCount: number }> {
  if (!response.body) return fail('(body)');
  const body = watched(response.body);
  const reader = await RecordBatchReader.from(body.stream);
  await reader.open();
  body.check();
  const head = arrowPageHead(reader.schema);
  events.onHead?.(head);
  // Room for the announced rows at once; past a few million the columns grow as rows come.
  if (head.remaining !== undefined) writer.reserve(Math.min(head.remaining, RESERVE_MAX));
  let rowCount = 0;
  for await (const batch of reader) {
    body.check();
    rowCount = writer.append(batch);
    events.onRows?.(rowCount);
  }
  body.check();
  writer.finish(head.deleted);
  return { ...head, rowCount };
}

/**
 * The body, remembering how it failed: on a stream error the Arrow reader cancels the stream and
 * ends as if the answer were complete, so an answer the server broke off (a failed read, a cut
 * connection) would pass for a whole page with fewer rows. `check` throws that error instead.
 */
function watched(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  let failure: { error: unknown } | undefined;
  // The Arrow reader cancels the stream once it has read the end marker, maybe while a read is
  // pending: what that read brings is no longer wanted, and no failure.
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        if (cancelled) return;
        failure = { error };
        controller.error(error);
        return;
      }
      if (cancelled) return;
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      cancelled = true;
      return reader.cancel(reason);
    },
  });
  return {
    stream,
    check() {
      if (failure) throw failure.error;
    },
  };
}
