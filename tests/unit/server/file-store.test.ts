import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFileStore } from '../../../server/files/file-store';

describe('the file store', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-store-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('names a stored file relative to itself, so the folder can move with its database', async () => {
    const parent = freshDir();
    const store = openFileStore(join(parent, 'files'));
    const temp = store.tempPath();
    writeFileSync(temp, 'invoice bytes');
    const name = await store.commit(temp, 'ATT-1234');
    expect(name).toBe('ATT-1234');

    renameSync(join(parent, 'files'), join(parent, 'moved'));
    const moved = openFileStore(join(parent, 'moved'));
    expect(readFileSync(moved.pathOf(name), 'utf8')).toBe('invoice bytes');
  });

  it('never turns a stored name into a path outside itself', () => {
    const store = openFileStore(freshDir());
    expect(() => store.pathOf('../secrets')).toThrow(/unsafe/);
    expect(() => store.pathOf('a/b')).toThrow(/unsafe/);
  });
});
