/**
 * Where the first-sync snapshots live (docs/receivables-sync.md, "First sync from a snapshot"):
 * per company and table, one body file and one index (`<table>.v2.json`: the data version, the
 * table's last change, and per page its cut and byte range). Format 2 keeps each page as the
 * whole Arrow answer that was sent (schema message with the page's head, the page's messages,
 * the end marker) gzipped as one member, so a gzip client gets the stored bytes as they are.
 * A body is written under a temporary name and the index is renamed into place last, so a
 * reader sees a whole snapshot or the previous one, never half of one.
 */
import { randomUUID } from 'node:crypto';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { join } from 'node:path';
import type { SyncTable } from '../../../../src/api/endpoints/receivables/sync-table';

/**
 * The layout of the files below. Format 1 (`<table>.json`, a page = its Arrow messages, not
 * compressed) is never read: its pages would be taken for gzip members. A table's format-1 files
 * are removed when its format-2 snapshot is committed.
 */
export const SNAPSHOT_FORMAT = 2;

export interface SnapshotPage {
  sinceSeq: number;
  nextSeq: number;
  done: boolean;
  /** The page's tombstones `[key, seq]`, by seq. */
  deleted: [string, number][];
  /** Changes after `sinceSeq` (this page's and every later one's): the answer's `remaining`. */
  remaining: number;
  rows: number;
  /** The page's whole answer, gzipped (one member), in the body file. */
  offset: number;
  length: number;
  /** The answer's length before gzip; its schema message (the head) is the first `headLength`. */
  plainLength: number;
  headLength: number;
  /** The `remaining` the stored head carries (null: none, the request did not ask for it). */
  headRemaining: number | null;
}

export interface SnapshotIndex {
  format: typeof SNAPSHOT_FORMAT;
  companyId: string;
  table: SyncTable;
  /** The data version (time of the last seed) the snapshot was read under. */
  version: string;
  /** The table's last change (rows and tombstones) while it was read: valid while it still is. */
  stateSeq: number;
  /** The `limit` of every page: only requests with that limit line up with its pages. */
  pageLimit: number;
  /** The body's file name, in the same folder. */
  body: string;
  /**
   * The body of the snapshot this one replaced, removed only when this one is replaced in turn:
   * an answer that looked up the previous index a moment ago can still open its body.
   */
  previousBody?: string;
  pages: SnapshotPage[];
}

/** A snapshot being written: its body grows page by page, and becomes visible at `commit`. */
export interface SnapshotWriter {
  append(bytes: Uint8Array): Promise<void>;
  /** Bytes appended so far: the next page's offset. */
  readonly size: number;
  commit(
    index: Omit<SnapshotIndex, 'format' | 'body' | 'previousBody' | 'companyId' | 'table'>,
  ): Promise<SnapshotIndex>;
  abandon(): Promise<void>;
}

/**
 * Bytes of a snapshot read per chunk: what an answer from a snapshot holds at a time. A stored
 * page (≈ 0.8 MB gzipped for 50,000 receivables) is one or two reads: on the reference server a
 * heavy query of another request blocks the Node thread (PGlite runs on it) for up to seconds,
 * and each chunk waits for a turn of the event loop, so fewer chunks stall less (64 KiB chunks:
 * 63 s for the receivables' 20 pages against back-to-back heavy queries).
 */
export const SNAPSHOT_CHUNK_BYTES = 1024 * 1024;

/**
 * A `.part` file older than this, and not written by this process, is a recording that will
 * never commit (a crash): a live one appends at every page, seconds apart. Another server on the
 * same folder whose recording paused longer only loses that recording (its commit fails).
 */
export const PART_MAX_AGE_MS = 10 * 60_000;

/** Company ids become folder names only as hex, so no id can name a path outside the store. */
const folderOf = (root: string, companyId: string) =>
  join(root, Buffer.from(companyId, 'utf8').toString('hex'));

const indexName = (table: SyncTable) => `${table}.v${SNAPSHOT_FORMAT}.json`;

export interface SnapshotStore {
  /** The committed snapshot of a company's table, if any (kept in memory after the first read). */
  read(companyId: string, table: SyncTable): Promise<SnapshotIndex | undefined>;
  /** Forgets the in-memory copy, so the next read looks at the disk (another server wrote). */
  forget(companyId: string, table: SyncTable): void;
  /** A new recording; first removes the table's `.part` files left by a crash. */
  begin(companyId: string, table: SyncTable): Promise<SnapshotWriter>;
  /** Opens a snapshot's body (it fails only if the snapshot was replaced twice meanwhile). */
  openBody(index: SnapshotIndex): Promise<FileHandle>;
}

async function readJson(path: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export function openSnapshotStore(
  root: string,
  { partMaxAgeMs = PART_MAX_AGE_MS }: { partMaxAgeMs?: number } = {},
): SnapshotStore {
  const known = new Map<string, SnapshotIndex>();
  /** Part files this process is writing: never swept. */
  const writing = new Set<string>();
  const keyOf = (companyId: string, table: SyncTable) => `${companyId}\u0000${table}`;

  async function readFromDisk(companyId: string, table: SyncTable) {
    const index = await readJson(join(folderOf(root, companyId), indexName(table)));
    // The folder is the company's; the check only guards against a file copied by hand.
    return index?.format === SNAPSHOT_FORMAT &&
      index.companyId === companyId &&
      index.table === table
      ? (index as unknown as SnapshotIndex)
      : undefined;
  }

  /** The table's `.part` files of recordings that will never commit (any format). */
  async function sweepParts(folder: string, table: SyncTable) {
    const names = await readdir(folder).catch(() => [] as string[]);
    const now = Date.now();
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      if (!name.startsWith(`${table}-`) && !name.startsWith(`${table}.`)) continue;
      const path = join(folder, name);
      if (writing.has(path)) continue;
      const modified = await stat(path).then(
        (s) => s.mtimeMs,
        () => now,
      );
      if (now - modified >= partMaxAgeMs) await rm(path, { force: true });
    }
  }

  /** Format 1 of the table (`<table>.json` and the bodies it names): replaced, never read. */
  async function removeFormat1(folder: string, table: SyncTable) {
    const path = join(folder, `${table}.json`);
    const old = await readJson(path);
    if (!old) return;
    for (const body of [old.body, old.previousBody]) {
      if (typeof body === 'string' && !body.includes('/') && !body.includes('\\'))
        await rm(join(folder, body), { force: true });
    }
    await rm(path, { force: true });
  }

  return {
    async read(companyId, table) {
      const key = keyOf(companyId, table);
      const cached = known.get(key);
      if (cached) return cached;
      const index = await readFromDisk(companyId, table);
      if (index) known.set(key, index);
      return index;
    },
    forget: (companyId, table) => known.delete(keyOf(companyId, table)),
    async begin(companyId, table) {
      const folder = folderOf(root, companyId);
      await mkdir(folder, { recursive: true });
      await sweepParts(folder, table);
      const body = `${table}-${randomUUID()}.v${SNAPSHOT_FORMAT}.gz`;
      const partPath = join(folder, `${body}.part`);
      writing.add(partPath);
      let file: FileHandle;
      try {
        file = await open(partPath, 'w');
      } catch (error) {
        writing.delete(partPath);
        throw error;
      }
      let size = 0;
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        writing.delete(partPath);
        await file.close();
      };
      return {
        get size() {
          return size;
        },
        async append(bytes) {
          await file.write(bytes);
          size += bytes.byteLength;
        },
        async commit(head) {
          await close();
          await rename(partPath, join(folder, body));
          const previous =
            known.get(keyOf(companyId, table)) ?? (await readFromDisk(companyId, table));
          const index: SnapshotIndex = {
            format: SNAPSHOT_FORMAT,
            companyId,
            table,
            ...head,
            body,
            ...(previous ? { previousBody: previous.body } : {}),
          };
          const indexPart = join(folder, `${indexName(table)}.${randomUUID()}.part`);
          await writeFile(indexPart, JSON.stringify(index));
          await rename(indexPart, join(folder, indexName(table)));
          known.set(keyOf(companyId, table), index);
          if (previous?.previousBody) {
            await rm(join(folder, previous.previousBody), { force: true });
          }
          await removeFormat1(folder, table);
          return index;
        },
        async abandon() {
          await close();
          await rm(partPath, { force: true });
        },
      };
    },
    openBody: (index) => open(join(folderOf(root, index.companyId), index.body), 'r'),
  };
}
