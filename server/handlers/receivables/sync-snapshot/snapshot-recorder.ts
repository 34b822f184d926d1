/**
 * Snapshots are written as a by-product of a first sync answered by the database: every page of
 * a chain that starts at `sinceSeq` 0 with the snapshot page limit appends its whole answer, as
 * gzipped for the client, to a new body, and the page that ends it (`done`) commits it, if the
 * table's last change is still the one seen when the chain began. So building one costs no
 * database read and no compression of its own, and a chain cut short, a page that failed, or a
 * change meanwhile leaves the previous snapshot as it was.
 */
import type { SyncTable } from '../../../../src/api/endpoints/receivables/sync-table';
import type { PageCut } from '../sync-cut';
import { SNAPSHOT_PAGE_LIMIT, type PageRequest } from './snapshot-pages';
import type { SnapshotPage, SnapshotStore, SnapshotWriter } from './snapshot-store';

/** What the recorded answer is made of, besides its cut. */
export interface RecordedAnswer {
  rows: number;
  /** Its bytes before gzip, of which the schema message (`headLength`) comes first. */
  plainLength: number;
  headLength: number;
}

/** One page of a recording, written as the database answers it. */
export interface PageRecording {
  /** The answer's gzip bytes, in order. Never fails the answer: a write that fails drops the recording. */
  append(gzipped: Uint8Array): Promise<void>;
  /**
   * The page was sent whole (every gzip byte appended). On the chain's last page, commits the
   * snapshot if `lastChange` still answers the seq the chain began at.
   */
  end(cut: PageCut, answer: RecordedAnswer, lastChange: () => Promise<number>): Promise<void>;
  /** The page did not complete: the recording is dropped. */
  fail(): void;
}

interface Recording {
  writer: SnapshotWriter;
  version: string;
  stateSeq: number;
  /** The `sinceSeq` of the chain's next page. */
  next: number;
  busy: boolean;
  /** Settles when the page being written ends or fails (`settle`). */
  idle?: Promise<void>;
  settle?: () => void;
  pages: Omit<SnapshotPage, 'remaining'>[];
}

export interface SnapshotRecorder {
  /** The recording this page (answered by the database) belongs to, if any. */
  pageOf(request: PageRequest): Promise<PageRecording | undefined>;
}

export function snapshotRecorder(
  store: SnapshotStore,
  onError: (error: unknown) => void,
): SnapshotRecorder {
  const active = new Map<string, Recording>();
  const drop = (key: string, recording: Recording) => {
    if (active.get(key) === recording) active.delete(key);
    recording.writer.abandon().catch(onError);
  };

  function pageRecording(key: string, recording: Recording, sinceSeq: number): PageRecording {
    recording.busy = true;
    recording.idle = new Promise((resolve) => (recording.settle = resolve));
    const offset = recording.writer.size;
    return {
      async append(gzipped) {
        if (active.get(key) !== recording) return;
        try {
          await recording.writer.append(gzipped);
        } catch (error) {
          // A recording replaced meanwhile has had its file closed: no failure.
          if (active.get(key) !== recording) return;
          onError(error);
          drop(key, recording);
        }
      },
      async end(cut, answer, lastChange) {
        recording.busy = false;
        recording.settle?.();
        if (active.get(key) !== recording) return;
        const { nextSeq, done, deleted } = cut;
        const length = recording.writer.size - offset;
        recording.pages.push({
          sinceSeq,
          nextSeq,
          done,
          deleted,
          offset,
          length,
          ...answer,
          headRemaining: cut.remaining ?? null,
        });
        recording.next = nextSeq;
        if (!done) return;
        active.delete(key);
        try {
          if ((await lastChange()) !== recording.stateSeq) {
            await recording.writer.abandon();
            return;
          }
          // Every change after a page's start is in that page or a later one.
          const pages: SnapshotPage[] = [];
          let remaining = 0;
          for (const page of [...recording.pages].reverse()) {
            remaining += page.rows + page.deleted.length;
            pages.unshift({ ...page, remaining });
          }
          await recording.writer.commit({
            version: recording.version,
            stateSeq: recording.stateSeq,
            pageLimit: SNAPSHOT_PAGE_LIMIT,
            pages,
          });
        } catch (error) {
          onError(error);
          await recording.writer.abandon().catch(() => undefined);
        }
      },
      fail() {
        recording.busy = false;
        recording.settle?.();
        drop(key, recording);
      },
    };
  }

  return {
    async pageOf(request) {
      const { companyId, table, body } = request;
      if (body.limit !== SNAPSHOT_PAGE_LIMIT) return undefined;
      const key = keyOf(companyId, table);
      let recording = active.get(key);
      if (body.sinceSeq === 0) {
        // A new first sync: it replaces any recording under way (another tab, a retry).
        if (recording) drop(key, recording);
        const { version, stateSeq } = await request.state();
        let writer: SnapshotWriter;
        try {
          writer = await store.begin(companyId, table);
        } catch (error) {
          onError(error);
          return undefined;
        }
        const started: Recording = {
          writer,
          version,
          stateSeq,
          next: 0,
          busy: false,
          pages: [],
        };
        active.set(key, started);
        return pageRecording(key, started, 0);
      }
      // A client that asks for the next page while it still reads this one (the worker asks one
      // page ahead): the next page is recorded after this one was sent whole, so in order.
      while (recording?.busy) {
        await recording.idle;
        recording = active.get(key);
      }
      if (!recording || recording.next !== body.sinceSeq) return undefined;
      const now = await request.state();
      if (recording.version !== now.version || recording.stateSeq !== now.stateSeq) {
        // The table changed during the chain: what was recorded is no longer one state.
        drop(key, recording);
        return undefined;
      }
      return pageRecording(key, recording, body.sinceSeq);
    },
  };
}

const keyOf = (companyId: string, table: SyncTable) => `${companyId}\u0000${table}`;
