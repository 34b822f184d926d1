import { describe, expect, it } from 'vitest';
import { storageKinds } from './storage-kinds';

describe.each(storageKinds)('GET cache store (%s)', (_kind, makeStorage) => {
  it('stores, reads back and replaces an entry', async () => {
    const { cache } = await makeStorage();
    expect(await cache.get('/a')).toBeUndefined();
    await cache.set('/a', { rows: [1, 2] }, 100);
    expect(await cache.get('/a')).toEqual({ value: { rows: [1, 2] }, storedAt: 100 });
    await cache.set('/a', { rows: [3] }, 200);
    expect(await cache.get('/a')).toEqual({ value: { rows: [3] }, storedAt: 200 });
    expect(await cache.size()).toBe(1);
  });

  it('hands out copies: mutating a read value does not change the cache', async () => {
    const { cache } = await makeStorage();
    await cache.set('/a', { n: 1 }, 1);
    const hit = await cache.get('/a');
    (hit?.value as { n: number }).n = 99;
    expect(await cache.get('/a')).toEqual({ value: { n: 1 }, storedAt: 1 });
  });

  it('evicts the least recently used entries, counting touches as use', async () => {
    const { cache } = await makeStorage();
    await cache.set('/a', 'a', 10);
    await cache.set('/b', 'b', 20);
    await cache.set('/c', 'c', 30);
    await cache.set('/d', 'd', 40);
    await cache.touch('/a', 50); // /a is now the most recent
    await cache.evictLeastRecentlyUsed(2);
    expect(await cache.size()).toBe(2);
    expect(await cache.get('/b')).toBeUndefined();
    expect(await cache.get('/c')).toBeUndefined();
    expect(await cache.get('/a')).toEqual({ value: 'a', storedAt: 10 });
    expect(await cache.get('/d')).toEqual({ value: 'd', storedAt: 40 });
  });

  it('does not resurrect an evicted entry when it is touched afterwards', async () => {
    const { cache } = await makeStorage();
    await cache.set('/a', 'a', 10);
    await cache.evictLeastRecentlyUsed(1);
    await cache.touch('/a', 20);
    expect(await cache.get('/a')).toBeUndefined();
    expect(await cache.size()).toBe(0);
  });

  it('treats eviction of zero or of more than it holds calmly, and clears', async () => {
    const { cache } = await makeStorage();
    await cache.set('/a', 'a', 10);
    await cache.evictLeastRecentlyUsed(0);
    expect(await cache.size()).toBe(1);
    await cache.evictLeastRecentlyUsed(5);
    expect(await cache.size()).toBe(0);
    await cache.set('/b', 'b', 10);
    await cache.clear();
    expect(await cache.size()).toBe(0);
  });
});
