import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attachmentUrl } from '../../../src/api/endpoints/uploads/attachment-url';
import { call, signIn } from '../helpers/api';
import { multipartOf, postRaw } from './raw-upload';
import { storedZip } from './zip-stream';

const MB = 1024 * 1024;

/** Issue 16: a large upload is streamed in and out, and comes back exactly as sent. */
describe('a 60 MB upload', () => {
  it('is stored and served back byte for byte, to its own company only', async () => {
    const token = await signIn('supplier');
    const zip = storedZip('survey.bin', 60 * MB, 2026);
    const sent = createHash('sha256');
    for (const chunk of zip.chunks()) sent.update(chunk);

    const up = await postRaw({ token, ...multipartOf('survey.zip', zip, 'application/zip') });
    expect(up.json).toMatchObject({ code: 200, data: { fileName: 'survey.zip' } });
    const objectKey = up.json.data?.objectKey ?? '';

    const url = await call(attachmentUrl, { token, query: { objectKey, preview: 'false' } });
    const file = await fetch(url.body.data as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-length')).toBe(String(zip.size));
    expect(file.headers.get('content-type')).toBe('application/zip');
    const received = createHash('sha256');
    let size = 0;
    for await (const chunk of file.body ?? []) {
      received.update(chunk);
      size += chunk.byteLength;
    }
    expect(size).toBe(zip.size);
    expect(received.digest('hex')).toBe(sent.digest('hex'));

    const buyer = await signIn('buyer');
    const other = await call(attachmentUrl, {
      token: buyer,
      query: { objectKey, preview: 'false' },
    });
    expect(other.body).toMatchObject({ code: 400 });
    expect(other.body.message).toContain('no file');
  });
});
