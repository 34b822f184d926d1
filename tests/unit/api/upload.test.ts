import { describe, expect, it } from 'vitest';
import { settle } from './fakes/fake-fetch';
import { uploadFile, uploadToGroup } from './fakes/endpoints';
import { makeClient, rejectionOf } from './fakes/test-client';
import type { FakeXhr } from './fakes/fake-xhr';

const uploaded = { fileName: 'invoice.pdf', fileUrl: 'https://files.test/k1', objectKey: 'k1' };

async function started(xhrs: FakeXhr[]): Promise<FakeXhr> {
  await settle();
  const xhr = xhrs[0];
  if (!xhr) throw new Error('no upload was started');
  return xhr;
}

describe('multipart upload over XHR', () => {
  it('posts the file and its fields as multipart with the session headers', async () => {
    const { client, xhrs } = makeClient();
    const pending = client.upload(uploadToGroup, {
      file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fileName: 'invoice.pdf',
      fields: { groupKey: 'g1' },
      query: { groupKey: 'g1' },
    });
    const xhr = await started(xhrs);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://portal.test/api/scf-company/sysAttachment/upload?groupKey=g1');
    expect(xhr.requestHeaders).toMatchObject({
      appId: 'portal-app',
      token: 'token-alice',
      'x-language': 'en-US',
    });
    // The browser writes the multipart boundary into the content type itself.
    expect(Object.keys(xhr.requestHeaders).map((h) => h.toLowerCase())).not.toContain(
      'content-type',
    );
    const file = xhr.sent?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('invoice.pdf');
    expect(await (file as File).text()).toBe('%PDF-1.7');
    expect(xhr.sent?.get('groupKey')).toBe('g1');
    xhr.respond(200, { code: 200, message: '', data: uploaded });
    await expect(pending).resolves.toEqual(uploaded);
  });

  it('reports progress as it goes', async () => {
    const { client, xhrs } = makeClient();
    const progress: [number, number][] = [];
    const file = new Blob(['0123456789']);
    const pending = client.upload(
      uploadFile,
      { file, fileName: 'a.bin' },
      { onProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    const xhr = await started(xhrs);
    xhr.progress(100, 400);
    xhr.progress(400, 400);
    xhr.progress(5, 0, false);
    xhr.respond(200, { code: 200, data: uploaded });
    await pending;
    expect(progress).toEqual([
      [100, 400],
      [400, 400],
      [5, 10],
    ]);
  });

  it('aborts the upload when the caller cancels, without a notice', async () => {
    const { client, xhrs, notices } = makeClient();
    const caller = new AbortController();
    const pending = client.upload(
      uploadFile,
      { file: new Blob(['x']), fileName: 'a' },
      { signal: caller.signal },
    );
    const xhr = await started(xhrs);
    caller.abort();
    expect((await rejectionOf(pending)).kind).toBe('cancelled');
    expect(xhr.aborted).toBe(true);
    expect(notices).toEqual([]);
  });

  it('handles the envelope like any call: a business failure shows its message', async () => {
    const { client, xhrs, notices } = makeClient();
    const pending = client.upload(uploadFile, { file: new Blob(['x']), fileName: 'a' });
    (await started(xhrs)).respond(200, { code: 400, message: 'File type not allowed' });
    expect(await rejectionOf(pending)).toMatchObject({ kind: 'business', code: 400 });
    expect(notices).toEqual([{ titleKey: 'common.error_title', message: 'File type not allowed' }]);
  });

  it('ends the session on HTTP 401', async () => {
    const { client, xhrs, expired } = makeClient();
    const pending = client.upload(uploadFile, { file: new Blob(['x']), fileName: 'a' });
    (await started(xhrs)).respond(401, '', 'Unauthorized');
    expect((await rejectionOf(pending)).kind).toBe('session');
    expect(expired).toHaveLength(1);
  });

  it("rejects a dropped connection as a network error shown as 'unknown'", async () => {
    const { client, xhrs, notices } = makeClient();
    const pending = client.upload(uploadFile, { file: new Blob(['x']), fileName: 'a' });
    (await started(xhrs)).failNetwork();
    expect((await rejectionOf(pending)).kind).toBe('network');
    expect(notices[0]?.message).toBe('unknown');
  });

  it('checks the answer against the endpoint contract', async () => {
    const { client, xhrs } = makeClient();
    const pending = client.upload(
      uploadFile,
      { file: new Blob(['x']), fileName: 'a' },
      { silent: true },
    );
    (await started(xhrs)).respond(200, { code: 200, data: { fileName: 'a' } });
    expect((await rejectionOf(pending)).kind).toBe('contract');
  });
});
