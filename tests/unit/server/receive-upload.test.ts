import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openFileStore } from '../../../server/files/file-store';
import { receiveUpload } from '../../../server/files/receive-upload';
import { checkUploadName } from '../../../server/files/upload-name';

const BOUNDARY = 'unit-boundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function store() {
  const dir = mkdtempSync(join(tmpdir(), 'receive-upload-'));
  dirs.push(dir);
  return openFileStore(dir);
}

/** A multipart body of one file: header, `size` bytes starting with `start`, closing boundary. */
function body(name: string, start: string, size: number): Readable {
  return Readable.from(
    (function* () {
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n${start}`,
      );
      for (let sent = start.length; sent < size; sent += 65536) {
        yield Buffer.alloc(Math.min(65536, size - sent), 0x20);
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })(),
  );
}

describe('receiveUpload (server/files)', () => {
  it('writes an accepted file under a temporary name with its exact bytes', async () => {
    const files = store();
    const got = await receiveUpload(TYPE, body('a.pdf', '%PDF-1.4\n', 100_000), files, ['PDF']);
    expect(got).toMatchObject({ fileName: 'a.pdf', size: 100_000 });
    expect(readFileSync(got.tempPath).subarray(0, 9).toString()).toBe('%PDF-1.4\n');
  });

  it('leaves no partial file behind when a file passes its limit or its content is wrong', async () => {
    const files = store();
    const big = receiveUpload(TYPE, body('a.pdf', '%PDF-1.4\n', 21 * 1024 * 1024), files, ['PDF']);
    await expect(big).rejects.toMatchObject({ messageId: 'uploadFileTooLarge' });
    const wrong = receiveUpload(TYPE, body('a.zip', '%PDF-1.4\n', 200_000), files, ['ZIP']);
    await expect(wrong).rejects.toMatchObject({ messageId: 'uploadContentMismatch' });
    expect(readdirSync(join(files.dir, 'incoming'))).toEqual([]);
  });

  it('empties incoming/ when the store opens (leftovers of a crash)', () => {
    const files = store();
    writeFileSync(files.tempPath(), 'half an upload');
    openFileStore(files.dir);
    expect(readdirSync(join(files.dir, 'incoming'))).toEqual([]);
  });
});

describe('checkUploadName', () => {
  it('keeps the last path part, drops bidi controls, composes to NFC', () => {
    expect(checkUploadName('C:\\Users\\x\\..\\in\u202Evoice.pdf')).toEqual({
      ok: true,
      name: 'invoice.pdf',
    });
    expect(checkUploadName('Cafe\u0301.pdf')).toEqual({ ok: true, name: 'Caf\u00e9.pdf' });
  });

  it('refuses control characters, empty names and names over 255 characters', () => {
    expect(checkUploadName('a\u0000.pdf')).toMatchObject({
      ok: false,
      problem: 'uploadNameControl',
    });
    expect(checkUploadName('dir/\u202E')).toMatchObject({ ok: false, problem: 'uploadNameEmpty' });
    expect(checkUploadName(`${'a'.repeat(252)}.pdf`)).toMatchObject({
      ok: false,
      problem: 'uploadNameTooLong',
    });
    expect(checkUploadName(`${'😀'.repeat(251)}.pdf`)).toMatchObject({ ok: true });
  });
});
