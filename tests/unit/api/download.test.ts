import { describe, expect, it } from 'vitest';
import { jsonResponse } from './fakes/fake-fetch';
import { exportThings } from './fakes/endpoints';
import { makeClient, rejectionOf } from './fakes/test-client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function fileResponse(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>): Response {
  return new Response(bytes, { status: 200, statusText: 'OK', headers });
}

describe('downloads and exports', () => {
  it('returns the bytes as an ArrayBuffer with the media type and the server file name', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const { client, server } = makeClient({
      handler: () =>
        fileResponse(bytes, {
          'content-type': `${XLSX}; charset=binary`,
          'content-disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx",
        }),
    });
    const file = await client.download(exportThings, { body: { name: 'n' } });
    expect(file.buffer).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(file.buffer)]).toEqual([0x50, 0x4b, 3, 4]);
    expect(file.mimeType).toBe(XLSX);
    expect(file.fileName).toBe('订单.xlsx');
    expect(server.requests[0]?.method).toBe('POST');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ name: 'n' });
    expect(server.requests[0]?.headers.get('token')).toBe('token-alice');
  });

  it('names the file after the endpoint when the server gives no name', async () => {
    const { client } = makeClient({
      handler: () => fileResponse(new Uint8Array([1]), { 'content-type': 'text/csv' }),
    });
    const file = await client.download(exportThings, { body: {} });
    expect(file.fileName).toBe('test.exportThings.csv');
  });

  it('reads a JSON answer to an export as the envelope of a failed export', async () => {
    const { client, notices } = makeClient({
      handler: () =>
        jsonResponse({ code: 500, message: 'Too many rows', messageKey: 'export.too_many' }),
    });
    const error = await rejectionOf(client.download(exportThings, { body: {} }));
    expect(error).toMatchObject({ kind: 'business', code: 500, message: 'Too many rows' });
    expect(notices).toEqual([
      { titleKey: 'common.error_title', message: 'Too many rows', messageKey: 'export.too_many' },
    ]);
  });

  it('ends the session when a failed export says the token is gone', async () => {
    const { client, expired } = makeClient({
      handler: () =>
        jsonResponse(
          { code: 1100, message: 'expired' },
          { headers: { 'content-type': 'application/json;charset=UTF-8' } },
        ),
    });
    const error = await rejectionOf(client.download(exportThings, { body: {} }));
    expect(error.kind).toBe('session');
    expect(expired).toHaveLength(1);
  });

  it('hands over a JSON file that is not a failure envelope as a file', async () => {
    const { client } = makeClient({ handler: () => jsonResponse([{ id: 1 }]) });
    const file = await client.download(exportThings, { body: {} });
    expect(file.mimeType).toBe('application/json');
    expect(JSON.parse(new TextDecoder().decode(file.buffer))).toEqual([{ id: 1 }]);
  });

  it('rejects a non-200 status with its status text', async () => {
    const { client, notices } = makeClient({
      handler: () => new Response('nope', { status: 404, statusText: 'Not Found' }),
    });
    const error = await rejectionOf(client.download(exportThings, { body: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Not Found' });
    expect(notices).toHaveLength(1);
  });

  it('keeps a failed download silent when asked', async () => {
    const { client, notices } = makeClient({
      handler: () => new Response('nope', { status: 500, statusText: 'Server Error' }),
    });
    await rejectionOf(client.download(exportThings, { body: {} }, { silent: true }));
    expect(notices).toEqual([]);
  });
});
