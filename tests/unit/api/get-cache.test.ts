import { describe, expect, it } from 'vitest';
import type { GetCacheStore } from '../../../src/api/http/get-cache-store';
import { createMemoryGetCacheStore } from '../../../src/api/http/memory-cache-store';
import { GET_CACHE_MAX_ENTRIES, GET_CACHE_TTL_MS } from '../../../src/shared/constants';
import { envelope } from './fakes/fake-fetch';
import { getThing, postPage } from './fakes/endpoints';
import { makeClient } from './fakes/test-client';

/** Answers with the request's name so each cached answer can be told apart. */
const echoName = (request: { url: string }) =>
  envelope({ name: new URL(request.url).searchParams.get('name') ?? 'none' });

/** A store whose every method fails, as IndexedDB does when the quota is gone. */
function brokenStore(): GetCacheStore {
  const fail = () => Promise.reject(new Error('QuotaExceededError'));
  return {
    get: fail,
    set: fail,
    touch: fail,
    size: fail,
    evictLeastRecentlyUsed: fail,
    clear: fail,
  };
}

describe('GET cache (one hour, 1000 entries, least recently used out first)', () => {
  it('answers a repeated cached GET from the store without asking the server', async () => {
    const { client, server, clock } = makeClient({ handler: echoName });
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    clock.advance(10_000);
    await expect(client.call(getThing, { query: { name: 'a' } }, { cache: true })).resolves.toEqual(
      {
        name: 'a',
      },
    );
    expect(server.requests).toHaveLength(1);
  });

  it('caches nothing unless the call opts in', async () => {
    const { client, server, store, clock } = makeClient({ handler: echoName });
    await client.call(getThing, { query: { name: 'a' } });
    clock.advance(1000);
    await client.call(getThing, { query: { name: 'a' } });
    expect(server.requests).toHaveLength(2);
    expect(await store.size()).toBe(0);
  });

  it('never caches a POST', async () => {
    const { client, server, store } = makeClient({ handler: () => envelope({ total: 1 }) });
    await client.call(postPage, { body: {} }, { cache: true });
    await client.call(postPage, { body: {} }, { cache: true });
    expect(server.requests).toHaveLength(2);
    expect(await store.size()).toBe(0);
  });

  it('asks the server again once the hour has passed', async () => {
    const { client, server, clock } = makeClient({ handler: echoName });
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    clock.advance(GET_CACHE_TTL_MS - 1);
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    expect(server.requests).toHaveLength(1);
    clock.advance(1);
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    expect(server.requests).toHaveLength(2);
  });

  it('keeps at most 1000 entries and evicts the least recently used first', async () => {
    const { client, server, store, clock } = makeClient({ handler: echoName });
    for (let i = 0; i < GET_CACHE_MAX_ENTRIES; i += 1) {
      await client.call(getThing, { query: { name: `n${i}` } }, { cache: true });
      clock.advance(1);
    }
    // n0 is the oldest stored but is used now, so n1 becomes the least recently used.
    await client.call(getThing, { query: { name: 'n0' } }, { cache: true });
    clock.advance(1);
    await client.call(getThing, { query: { name: 'new' } }, { cache: true });
    expect(await store.size()).toBe(GET_CACHE_MAX_ENTRIES);
    const before = server.requests.length;
    clock.advance(1000);
    await client.call(getThing, { query: { name: 'n0' } }, { cache: true });
    expect(server.requests).toHaveLength(before);
    await client.call(getThing, { query: { name: 'n1' } }, { cache: true });
    expect(server.requests).toHaveLength(before + 1);
  });

  it("never answers one user with another user's cached data", async () => {
    const { client, server, session, clock } = makeClient({ handler: echoName });
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    session.token = 'token-bob';
    clock.advance(1000);
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers.get('token')).toBe('token-bob');
  });

  it('keeps answers in different languages apart', async () => {
    const { client, server, session, clock } = makeClient({ handler: echoName });
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    session.language = 'zh-CN';
    clock.advance(1000);
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    expect(server.requests).toHaveLength(2);
  });

  it('does not write the token into the persistent key', async () => {
    const keys: string[] = [];
    const memory = createMemoryGetCacheStore();
    const spy: GetCacheStore = {
      ...memory,
      set: (key, value, storedAt) => {
        keys.push(key);
        return memory.set(key, value, storedAt);
      },
    };
    const { client } = makeClient({ handler: echoName, store: spy });
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('token-alice');
    expect(keys[0]).toContain('https://portal.test/api/scf-things/thing?name=a');
  });

  it('still answers when the store fails on every operation', async () => {
    const errors: unknown[] = [];
    const { client, server } = makeClient({
      handler: echoName,
      store: brokenStore(),
      deps: { onCacheError: (error) => errors.push(error) },
    });
    await expect(client.call(getThing, { query: { name: 'a' } }, { cache: true })).resolves.toEqual(
      {
        name: 'a',
      },
    );
    expect(server.requests).toHaveLength(1);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('treats a cached value that no longer fits the contract as a miss', async () => {
    const memory = createMemoryGetCacheStore();
    const keys: string[] = [];
    const spy: GetCacheStore = {
      ...memory,
      set: (key, value, storedAt) => {
        keys.push(key);
        return memory.set(key, value, storedAt);
      },
    };
    const { client, server, clock } = makeClient({ handler: echoName, store: spy });
    await client.call(getThing, { query: { name: 'a' } }, { cache: true });
    await memory.set(keys[0] ?? '', { name: 42 }, clock.now());
    clock.advance(1000);
    await expect(client.call(getThing, { query: { name: 'a' } }, { cache: true })).resolves.toEqual(
      {
        name: 'a',
      },
    );
    expect(server.requests).toHaveLength(2);
  });
});
