import { describe, expect, it } from 'vitest';
import { createWindowCache } from '../../../src/ui/components/virtual-table/window-cache';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('window cache', () => {
  it('splits a fetched run into its windows and reads rows back by index', () => {
    const cache = createWindowCache<number>(100, 10);
    cache.put(200, rows(200, 250));
    expect(cache.size).toBe(3);
    expect(cache.get(200)).toBe(200);
    expect(cache.get(449)).toBe(449);
    expect(cache.get(450)).toBeUndefined();
    expect(cache.get(199)).toBeUndefined();
  });

  it('names the windows a range still lacks', () => {
    const cache = createWindowCache<number>(100, 10);
    cache.put(100, rows(100, 100));
    expect(cache.missing(50, 350)).toEqual([0, 2, 3]);
    expect(cache.missing(100, 200)).toEqual([]);
    expect(cache.missing(10, 10)).toEqual([]);
  });

  it('keeps an empty answer, so a window past the end is not asked again', () => {
    const cache = createWindowCache<number>(100, 10);
    cache.put(500, []);
    expect(cache.missing(500, 600)).toEqual([]);
  });

  it('drops the least recently used windows beyond its size', () => {
    const cache = createWindowCache<number>(10, 3);
    cache.put(0, rows(0, 10));
    cache.put(10, rows(10, 10));
    cache.put(20, rows(20, 10));
    cache.missing(0, 10); // touching window 0 makes window 1 the oldest
    cache.put(30, rows(30, 10));
    expect(cache.size).toBe(3);
    expect(cache.get(5)).toBe(5);
    expect(cache.get(15)).toBeUndefined();
    expect(cache.get(35)).toBe(35);
  });
});
