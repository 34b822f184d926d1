import { execFileSync } from 'node:child_process';

/** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function nearestRank(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** The machine's load as `uptime` prints it, printed beside every number (shared machine). */
export function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

/** A small deterministic generator (mulberry32), so every run samples the same companies. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
