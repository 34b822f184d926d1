import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PART_MAX_AGE_MS,
  SNAPSHOT_FORMAT,
  openSnapshotStore,
  type SnapshotPage,
} from '../../../server/handlers/receivables/sync-snapshot/snapshot-store';

/** The first-sync snapshot store (docs/receivables-sync.md, "First sync from a snapshot"). */
let root: string;
const folder = () => join(root, Buffer.from('C001').toString('hex'));
const age = (name: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(join(folder(), name), when, when);
};
const page: SnapshotPage = {
  sinceSeq: 0,
  nextSeq: 3,
  done: true,
  deleted: [],
  remaining: 3,
  rows: 3,
  offset: 0,
  length: 4,
  plainLength: 40,
  headLength: 20,
  headRemaining: 3,
};
const head = { version: 'v', stateSeq: 3, pageLimit: 50_000, pages: [page] };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snapshot-store-'));
  mkdirSync(folder(), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the snapshot store', () => {
  it("removes a table's part files left by a crash at its next recording, not a live one's", async () => {
    const crashed = [
      'receivables-0b5e.v2.gz.part',
      'receivables.v2.json.77aa.part',
      // Format 1's names, from before the format changed.
      'receivables-4c1d.arrow.part',
      'receivables.json.9f00.part',
    ];
    for (const name of crashed) {
      writeFileSync(join(folder(), name), 'x');
      age(name, PART_MAX_AGE_MS + 1000);
    }
    // Another server's recording under way (written a moment ago), another table's leftover.
    writeFileSync(join(folder(), 'receivables-live.v2.gz.part'), 'x');
    writeFileSync(join(folder(), 'payments-0b5e.v2.gz.part'), 'x');
    age('payments-0b5e.v2.gz.part', PART_MAX_AGE_MS + 1000);
    const store = openSnapshotStore(root);
    const first = await store.begin('C001', 'receivables');
    const mine = readdirSync(folder()).filter(
      (name) =>
        name.endsWith('.part') && !crashed.includes(name) && name.startsWith('receivables-'),
    );
    expect(readdirSync(folder()).filter((name) => crashed.includes(name))).toEqual([]);
    expect(existsSync(join(folder(), 'receivables-live.v2.gz.part'))).toBe(true);
    expect(existsSync(join(folder(), 'payments-0b5e.v2.gz.part'))).toBe(true);
    // This process's own recording is never swept, however long it has been quiet.
    const own = mine.find((name) => name !== 'receivables-live.v2.gz.part') ?? '';
    age(own, PART_MAX_AGE_MS + 1000);
    const second = await store.begin('C001', 'receivables');
    expect(existsSync(join(folder(), own))).toBe(true);
    await first.abandon();
    await second.abandon();
    expect(readdirSync(folder()).filter((name) => name.startsWith('receivables-'))).toEqual([
      'receivables-live.v2.gz.part',
    ]);
  });

  it('commits a snapshot that a fresh store reads back, in its format', async () => {
    const store = openSnapshotStore(root);
    const writer = await store.begin('C001', 'receivables');
    await writer.append(new Uint8Array([1, 2, 3, 4]));
    const index = await writer.commit(head);
    expect(index.format).toBe(SNAPSHOT_FORMAT);
    expect(await openSnapshotStore(root).read('C001', 'receivables')).toEqual(index);
    expect(readdirSync(folder()).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('never reads a snapshot of format 1, and removes it once format 2 replaces it', async () => {
    // As format 1 wrote it: `<table>.json`, a body of plain Arrow messages.
    const old = { companyId: 'C001', table: 'receivables', ...head, body: 'receivables-1.arrow' };
    writeFileSync(join(folder(), 'receivables.json'), JSON.stringify(old));
    writeFileSync(join(folder(), 'receivables-1.arrow'), 'plain arrow messages');
    // Format 1's content under the new name is not read either.
    writeFileSync(join(folder(), 'receivables.v2.json'), JSON.stringify({ ...old, format: 1 }));
    const store = openSnapshotStore(root);
    expect(await store.read('C001', 'receivables')).toBeUndefined();
    const writer = await store.begin('C001', 'receivables');
    await writer.append(new Uint8Array([1, 2, 3, 4]));
    const index = await writer.commit(head);
    expect(await openSnapshotStore(root).read('C001', 'receivables')).toEqual(index);
    expect(existsSync(join(folder(), 'receivables.json'))).toBe(false);
    expect(existsSync(join(folder(), 'receivables-1.arrow'))).toBe(false);
  });
});
