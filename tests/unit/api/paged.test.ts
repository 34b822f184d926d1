import { describe, expect, it } from 'vitest';
import { normalizePage, pagedRequestSchema, pageSchema } from '../../../src/api/contract/paged';
import { z } from 'zod';

describe('normalizePage: every page shape of the backend', () => {
  it('reads pageNum, pageSize, total and list', () => {
    expect(normalizePage({ pageNum: 3, pageSize: 50, total: 120, list: [{ id: 1 }] })).toEqual({
      page: 3,
      size: 50,
      total: 120,
      rows: [{ id: 1 }],
    });
  });

  it('reads page, size, totalNum and items', () => {
    expect(normalizePage({ page: 2, size: 100, totalNum: 7, items: ['a'] })).toEqual({
      page: 2,
      size: 100,
      total: 7,
      rows: ['a'],
    });
  });

  it('reads rows', () => {
    expect(normalizePage({ rows: [1, 2], total: 2 }).rows).toEqual([1, 2]);
  });

  it('reads a list nested in list, with its paging inside', () => {
    expect(normalizePage({ list: { list: ['x'], pageNum: 4, pageSize: 5, total: 16 } })).toEqual({
      page: 4,
      size: 5,
      total: 16,
      rows: ['x'],
    });
  });

  it('prefers pageNum over page, pageSize over size and total over totalNum', () => {
    expect(
      normalizePage({ pageNum: 2, page: 9, pageSize: 50, size: 9, total: 3, totalNum: 9 }),
    ).toEqual({
      page: 2,
      size: 50,
      total: 3,
      rows: [],
    });
  });

  it('prefers list over items over rows', () => {
    expect(normalizePage({ list: [1], items: [2], rows: [3] }).rows).toEqual([1]);
    expect(normalizePage({ items: [2], rows: [3] }).rows).toEqual([2]);
  });

  it('defaults to page 1, size 20, total 0 and no rows', () => {
    const empty = { page: 1, size: 20, total: 0, rows: [] };
    expect(normalizePage({})).toEqual(empty);
    expect(normalizePage(null)).toEqual(empty);
    expect(normalizePage(undefined)).toEqual(empty);
    expect(normalizePage([1, 2])).toEqual(empty);
    expect(normalizePage('page')).toEqual(empty);
  });

  it('reads numbers sent as text and ignores values that are not numbers', () => {
    expect(normalizePage({ pageNum: '2', pageSize: ' 50 ', total: '7', list: [] })).toMatchObject({
      page: 2,
      size: 50,
      total: 7,
    });
    expect(
      normalizePage({ pageNum: 'two', pageSize: '', total: null, totalNum: NaN }),
    ).toMatchObject({
      page: 1,
      size: 20,
      total: 0,
    });
  });

  it('falls back to the next field when the preferred one is not a number', () => {
    expect(normalizePage({ pageNum: 'x', page: 3, total: 'n/a', totalNum: 8 })).toMatchObject({
      page: 3,
      total: 8,
    });
  });

  it('ignores a list that is neither an array nor a nested page', () => {
    expect(normalizePage({ list: 'oops', rows: [5] }).rows).toEqual([5]);
  });
});

describe('paged request and page schemas', () => {
  it('fills page 1 and size 20 and refuses sizes above 20000', () => {
    expect(pagedRequestSchema.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(pagedRequestSchema.safeParse({ pageSize: 20_000 }).success).toBe(true);
    expect(pagedRequestSchema.safeParse({ pageSize: 20_001 }).success).toBe(false);
  });

  it("describes the reference server's page, which normalizePage reads back", () => {
    const page = pageSchema(z.object({ id: z.number() })).parse({
      pageNum: 1,
      pageSize: 20,
      total: 1,
      list: [{ id: 1 }],
    });
    expect(normalizePage(page)).toEqual({ page: 1, size: 20, total: 1, rows: [{ id: 1 }] });
  });
});
