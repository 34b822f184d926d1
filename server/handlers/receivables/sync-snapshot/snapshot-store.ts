/**
 * Where the first-sync snapshots live (docs/receivables-sync.md, "First sync from a snapshot"):
 * per company and table, one body file (the Arrow messages of every page, back to back) and one
 * index (`<table>.json`: the data version, the table's last change, and per page its cut and
 * byte range). A body is written under a temporary name and the index is renamed into place
 * last, so a reader sees a whole snapshot or the previous one, never half of one.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { SyncTable } from '../../../../src/api/endpoints/receivables/sync-table';

export interface SnapshotPage {
  sinceSeq: number;
  nextSeq: number;
  done: boolean;
  /** The page's tombstones `[key, seq]`, by seq. */
  deleted: [string, number][];
  /** Changes after `sinceSeq` (this page's and every later one's): the answer's `remaining`. */
  remaining: number;
  rows: number;
  /** The page's Arrow messages (dictionaries and record batch) in the body file. */
  offset: number;
  length: number;
}

export interface SnapshotIndex {
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
    index: Omit<SnapshotIndex, 'body' | 'previousBody' | 'companyId' | 'table'>,
  ): Promise<SnapshotIndex>;
  abandon(): Promise<void>;
}

/** Bytes of a snapshot read per chunk: what an answer from a snapshot holds at a time. */
export const SNAPSHOT_CHUNK_BYTES = 64 * 1024;

/** Company ids become folder names only as hex, so no id can name a path outside the store. */
const folderOf = (root: string, companyId: string) =>
  join(root, Buffer.from(companyId, 'utf8').toString('hex'));

export interface SnapshotStore {
  /** The committed snapshot of a company's table, if any (kept in memory after the first read). */
  read(companyId: string, table: SyncTable): Promise<SnapshotIndex | undefined>;
  /** Forgets the in-memory copy, so the next read looks at the disk (another server wrote). */
  forget(companyId: string, table: SyncTable): void;
  begin(companyId: string, table: SyncTable): Promise<SnapshotWriter>;
  /** Opens a snapshot's body (it fails only if the snapshot was replaced twice meanwhile). */
  openBody(index: SnapshotIndex): Promise<FileHandle>;
}

export function openSnapshotStore(root: string): SnapshotStore {
  const known = new Map<string, SnapshotIndex>();
  const keyOf = (companyId: string, table: SyncTable) => `${companyId}\u0000${table}`;

  async function readFromDisk(companyId: string, table: SyncTable) {
    let text: string;
    try {
      text = await readFile(join(folderOf(root, companyId), `${table}.json`), 'utf8');
    } catch {
      return undefined;
    }
    const index = JSON.parse(text) as SnapshotIndex;
    // The folder is the company's; the check only guards against a file copied by hand.
    return index.companyId === companyId && index.table === table ? index : undefined;
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
      const body = `${table}-${randomUUID()}.arrow`;
      const partPath = join(folder, `${body}.part`);
      const file = await open(partPath, 'w');
      let size = 0;
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
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
            companyId,
            table,
            ...head,
            body,
            ...(previous ? { previousBody: previous.body } : {}),
          };
          const indexPart = join(folder, `${table}.json.${randomUUID()}.part`);
          await writeFile(indexPart, JSON.stringify(index));
          await rename(indexPart, join(folder, `${table}.json`));
          known.set(keyOf(companyId, table), index);
          if (previous?.previousBody) {
            await rm(join(folder, previous.previousBody), { force: true });
          }
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
