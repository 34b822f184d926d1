import { describe, expect, it } from 'vitest';
import { createMemoryGetCacheStore } from '../../../src/api/http/memory-cache-store';

describe('memory GET cache store', () => {
  it('returns what was stored with the time it was stored', async () => {
    const store = createMemoryGetCacheStore();
    await store.set('k', { a: 1 }, 100);
    await expect(store.get('k')).resolves.toEqual({ value: { a: 1 }, storedAt: 100 });
    await expect(store.get('missing')).resolves.toBeUndefined();
  });

  it('hands out copies, so a caller mutating an answer leaves the cache intact', async () => {
    const store = createMemoryGetCacheStore();
    const value = { rows: [1] };
    await store.set('k', value, 1);
    value.rows.push(2);
    const read = await store.get('k');
    (read?.value as { rows: number[] }).rows.push(3);
    await expect(store.get('k')).resolves.toEqual({ value: { rows: [1] }, storedAt: 1 });
  });

  it('evicts by last use, not by storage time', async () => {
    const store = createMemoryGetCacheStore();
    await store.set('a', 1, 1);
    await store.set('b', 2, 2);
    await store.set('c', 3, 3);
    await store.touch('a', 4);
    await store.evictLeastRecentlyUsed(1);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.size()).toBe(2);
  });

  it('breaks ties on the key, as the IndexedDB index does', async () => {
    const store = createMemoryGetCacheStore();
    await store.set('b', 2, 5);
    await store.set('a', 1, 5);
    await store.evictLeastRecentlyUsed(1);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('b')).toBeDefined();
  });

  it('ignores a touch of a key that is gone, and clears everything', async () => {
    const store = createMemoryGetCacheStore();
    await store.touch('gone', 9);
    expect(await store.size()).toBe(0);
    await store.set('a', 1, 1);
    await store.clear();
    expect(await store.size()).toBe(0);
  });
});
