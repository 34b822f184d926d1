import { mulberry32 } from '../../../../src/shared/random/mulberry32';

/** A seeded PRNG (mulberry32): the fuzz run sends the same requests every time. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: <T>(items: readonly T[]): T => items[below(items.length)] as T,
    chance: (p) => next() < p,
  };
}
