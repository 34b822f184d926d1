import { describe, expect, expectTypeOf, it } from 'vitest';
import type { HttpClientDeps } from '../../../src/api/http/client';
import { deferred, envelope, settle } from './fakes/fake-fetch';
import { getThing, postPage } from './fakes/endpoints';
import { makeClient, rejectionOf } from './fakes/test-client';

describe('network failures and cancellation (spec 8)', () => {
  it('rejects a failed connection as a network error and shows its message', async () => {
    const { client, notices } = makeClient({
      handler: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error).toMatchObject({ kind: 'network', code: 0, message: 'fetch failed' });
    expect(error.transient).toBe(true);
    expect(notices).toEqual([{ titleKey: 'common.error_title', message: 'fetch failed' }]);
  });

  it("shows 'unknown' for a network failure without a message", async () => {
    const { client, notices } = makeClient({ handler: () => Promise.reject(new Error('')) });
    await rejectionOf(client.call(postPage, { body: {} }));
    expect(notices[0]?.message).toBe('unknown');
  });

  it('rejects a request cancelled by its caller silently and aborts the fetch', async () => {
    const answer = deferred<Response>();
    const { client, server, notices } = makeClient({ handler: () => answer.promise });
    const caller = new AbortController();
    const pending = client.call(postPage, { body: {} }, { signal: caller.signal });
    await settle();
    caller.abort();
    const error = await rejectionOf(pending);
    expect(error.kind).toBe('cancelled');
    expect(server.requests[0]?.signal?.aborted).toBe(true);
    expect(notices).toEqual([]);
  });

  it('sends nothing for a signal that is already aborted', async () => {
    const { client, server, notices } = makeClient();
    const error = await rejectionOf(
      client.call(getThing, { query: {} }, { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe('cancelled');
    expect(server.requests).toHaveLength(0);
    expect(notices).toEqual([]);
  });

  it('cancels while the body is still being read', async () => {
    const body = deferred<string>();
    const { client } = makeClient({
      handler: () => {
        const response = envelope({ total: 1 });
        Object.defineProperty(response, 'text', { value: () => body.promise });
        return response;
      },
    });
    const caller = new AbortController();
    const pending = client.call(postPage, { body: {} }, { signal: caller.signal });
    await settle();
    caller.abort();
    expect((await rejectionOf(pending)).kind).toBe('cancelled');
  });

  it('passes keepalive through for requests that must outlive the page', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ total: 0 }) });
    await client.call(postPage, { body: {} }, { keepalive: true });
    expect(server.requests[0]?.keepalive).toBe(true);
  });

  it('accepts the platform fetch and XMLHttpRequest as they are', () => {
    expectTypeOf(globalThis.fetch).toExtend<NonNullable<HttpClientDeps['fetch']>>();
    expectTypeOf<() => XMLHttpRequest>().toExtend<NonNullable<HttpClientDeps['createXhr']>>();
  });
});
