import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from '../../../src/shared/constants';
import type { ApiError } from '../../../src/shared/errors/api-error';
import { settle } from './fakes/fake-fetch';
import { exportThings, postPage, uploadFile } from './fakes/endpoints';
import { makeClient } from './fakes/test-client';

/** A server that never answers, so only the deadline can end the request. */
const never = () => new Promise<Response>(() => undefined);

function track(promise: Promise<unknown>) {
  const state: { error?: ApiError } = {};
  promise.catch((error: unknown) => {
    state.error = error as ApiError;
  });
  return state;
}

describe('timeouts (spec 7 and 9)', () => {
  it('gives up on an ordinary call after 60 000 ms, not before', async () => {
    const { client, clock, server, notices } = makeClient({ handler: never });
    const state = track(client.call(postPage, { body: {} }));
    await settle();
    clock.advance(HTTP_TIMEOUT_MS - 1);
    await settle();
    expect(state.error).toBeUndefined();
    clock.advance(1);
    await settle();
    expect(state.error).toMatchObject({ kind: 'timeout', code: 0 });
    expect(server.requests[0]?.signal?.aborted).toBe(true);
    expect(notices).toEqual([
      { titleKey: 'common.error_title', message: 'timeout of 60000ms exceeded' },
    ]);
  });

  it('lets a download run for an hour', async () => {
    const { client, clock } = makeClient({ handler: never });
    const state = track(client.download(exportThings, { body: {} }));
    await settle();
    clock.advance(HTTP_TIMEOUT_MS * 10);
    await settle();
    expect(state.error).toBeUndefined();
    clock.advance(DOWNLOAD_TIMEOUT_MS - HTTP_TIMEOUT_MS * 10);
    await settle();
    expect(state.error?.kind).toBe('timeout');
  });

  it('gives an upload five minutes and then aborts it', async () => {
    const { client, clock, xhrs } = makeClient();
    const file = new Blob(['x']);
    const state = track(client.upload(uploadFile, { file, fileName: 'a.pdf' }));
    await settle();
    clock.advance(UPLOAD_TIMEOUT_MS - 1);
    await settle();
    expect(state.error).toBeUndefined();
    clock.advance(1);
    await settle();
    expect(state.error?.kind).toBe('timeout');
    expect(xhrs[0]?.aborted).toBe(true);
  });

  it('uses the timeout a caller asks for', async () => {
    const { client, clock } = makeClient({ handler: never });
    const state = track(client.call(postPage, { body: {} }, { timeoutMs: 1000 }));
    await settle();
    clock.advance(1000);
    await settle();
    expect(state.error?.kind).toBe('timeout');
  });

  it('leaves no timer behind once a request is answered', async () => {
    const { client, clock } = makeClient();
    await client.call(postPage, { body: {} }, { validate: false });
    expect(clock.pendingTimers()).toBe(0);
  });
});
