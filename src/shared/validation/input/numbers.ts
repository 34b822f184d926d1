import { z } from 'zod';

/**
 * Bounds of the shared whole numbers. A page beyond a million is no page a person asks for, and
 * anything past 2^31 overflows the database's integer arithmetic (OFFSET of page × size).
 */
export const NUMBER_LIMITS = {
  page: 1_000_000,
  /** Spec 000 §3: a paged request asks for at most 20 000 rows. */
  pageSize: 20_000,
  /** Counts, sequence numbers and other whole-number inputs. */
  count: 2_147_483_647,
} as const;

/** A whole number between `min` and `max`, both included. */
export function boundedInt(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

export const pageNumber = boundedInt(1, NUMBER_LIMITS.page);
export const pageSize = boundedInt(1, NUMBER_LIMITS.pageSize);
export const count = boundedInt(0, NUMBER_LIMITS.count);

/** A finite number of a range filter, inside what PostgreSQL's numeric and float8 read back. */
export const boundedNumber = z.number().min(-1e15).max(1e15);
