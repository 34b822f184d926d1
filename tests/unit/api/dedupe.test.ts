import { describe, expect, it } from 'vitest';
import { DEDUPE_WINDOW_MS } from '../../../src/shared/constants';
import { deferred, envelope, settle } from './fakes/fake-fetch';
import { getThing, postPage } from './fakes/endpoints';
import { makeClient, rejectionOf } from './fakes/test-client';

describe('de-duplication of identical requests within 500 ms', () => {
  it('sends two identical GETs issued together once and gives both the answer', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ name: 'a' }) });
    const [first, second] = await Promise.all([
      client.call(getThing, { query: { name: 'a' } }),
      client.call(getThing, { query: { name: 'a' } }),
    ]);
    expect(first).toEqual({ name: 'a' });
    expect(second).toEqual({ name: 'a' });
    expect(server.requests).toHaveLength(1);
  });

  it('reuses an answer for a request issued up to 499 ms after the first, not at 500 ms', async () => {
    const { client, server, clock } = makeClient({ handler: () => envelope({ name: 'a' }) });
    await client.call(getThing, { query: {} });
    clock.advance(DEDUPE_WINDOW_MS - 1);
    await client.call(getThing, { query: {} });
    expect(server.requests).toHaveLength(1);
    clock.advance(1);
    await client.call(getThing, { query: {} });
    expect(server.requests).toHaveLength(2);
  });

  it('keeps requests apart that differ in URL, body or token', async () => {
    const { client, server, session } = makeClient({
      handler: () => envelope({ total: 0, name: 'x' }),
    });
    await Promise.all([
      client.call(postPage, { body: { name: 'a' } }, { dedupe: true }),
      client.call(postPage, { body: { name: 'b' } }, { dedupe: true }),
      client.call(postPage, { body: { name: 'a' } }, { dedupe: true }),
      client.call(getThing, { query: { name: 'a' } }),
      client.call(getThing, { query: { name: 'b' } }),
    ]);
    expect(server.requests).toHaveLength(4);
    session.token = 'token-bob';
    await client.call(postPage, { body: { name: 'a' } }, { dedupe: true });
    expect(server.requests).toHaveLength(5);
  });

  it('sends every POST unless the caller opts in', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ total: 0 }) });
    await Promise.all([client.call(postPage, { body: {} }), client.call(postPage, { body: {} })]);
    expect(server.requests).toHaveLength(2);
    await Promise.all([
      client.call(postPage, { body: { name: 'x' } }, { dedupe: true }),
      client.call(postPage, { body: { name: 'x' } }, { dedupe: true }),
    ]);
    expect(server.requests).toHaveLength(3);
  });

  it('sends every GET when the caller opts out', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ name: 'a' }) });
    await Promise.all([
      client.call(getThing, { query: {} }, { dedupe: false }),
      client.call(getThing, { query: {} }, { dedupe: false }),
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('lets one caller give up without cancelling the shared request for the other', async () => {
    const answer = deferred<Response>();
    const { client, server, notices } = makeClient({ handler: () => answer.promise });
    const leaving = new AbortController();
    const first = client.call(getThing, { query: {} }, { signal: leaving.signal });
    const second = client.call(getThing, { query: {} });
    await settle();
    leaving.abort();
    expect((await rejectionOf(first)).kind).toBe('cancelled');
    expect(server.requests[0]?.signal?.aborted).toBe(false);
    answer.resolve(envelope({ name: 'kept' }));
    await expect(second).resolves.toEqual({ name: 'kept' });
    expect(notices).toEqual([]);
  });

  it('aborts the shared request once every caller has given up', async () => {
    const { client, server } = makeClient({
      handler: () => new Promise<Response>(() => undefined),
    });
    const a = new AbortController();
    const b = new AbortController();
    const first = client.call(getThing, { query: {} }, { signal: a.signal });
    const second = client.call(getThing, { query: {} }, { signal: b.signal });
    await settle();
    a.abort();
    await rejectionOf(first);
    expect(server.requests[0]?.signal?.aborted).toBe(false);
    b.abort();
    await rejectionOf(second);
    expect(server.requests[0]?.signal?.aborted).toBe(true);
  });

  it('shows a shared failure once, and sends the next request afresh', async () => {
    const { client, server, notices } = makeClient({ handler: () => envelope(null, 500, 'boom') });
    const errors = await Promise.all([
      rejectionOf(client.call(getThing, { query: {} })),
      rejectionOf(client.call(getThing, { query: {} })),
    ]);
    expect(errors.map((e) => e.message)).toEqual(['boom', 'boom']);
    expect(notices).toHaveLength(1);
    server.answer(() => envelope({ name: 'ok' }));
    await expect(client.call(getThing, { query: {} })).resolves.toEqual({ name: 'ok' });
    expect(server.requests).toHaveLength(2);
  });

  it('does not merge a silent request with one that shows its failure', async () => {
    const { client, server, notices } = makeClient({ handler: () => envelope(null, 500, 'boom') });
    await Promise.all([
      rejectionOf(client.call(getThing, { query: {} }, { silent: true })),
      rejectionOf(client.call(getThing, { query: {} })),
    ]);
    expect(server.requests).toHaveLength(2);
    expect(notices).toHaveLength(1);
  });
});
