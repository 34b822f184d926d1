import { describe, expect, it } from 'vitest';
import { pagedRequestSchema } from '../../../../src/api/contract/paged';
import {
  NUMBER_LIMITS,
  pageNumber,
  pageSize,
} from '../../../../src/shared/validation/input/numbers';

describe('bounded whole numbers', () => {
  it('page numbers from 1 to a million', () => {
    expect(pageNumber.safeParse(1).success).toBe(true);
    expect(pageNumber.safeParse(NUMBER_LIMITS.page).success).toBe(true);
    for (const n of [0, -1, 1.5, 2 ** 53, 1e10, NUMBER_LIMITS.page + 1]) {
      expect(pageNumber.safeParse(n).success, String(n)).toBe(false);
    }
  });

  it('page sizes up to the spec 20 000', () => {
    expect(pageSize.safeParse(20_000).success).toBe(true);
    expect(pageSize.safeParse(20_001).success).toBe(false);
  });

  it('are what the shared paged request reads', () => {
    const result = pagedRequestSchema.safeParse({ pageNum: 2 ** 53, pageSize: 10 });
    expect(new Set(result.error?.issues.map((i) => i.path.join('.')))).toEqual(
      new Set(['pageNum']),
    );
  });
});
