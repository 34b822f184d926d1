import { execFileSync } from 'node:child_process';
import { mulberry32 } from '../../src/shared/random/mulberry32';

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

/** Seeded, so every run samples the same companies. */
export const seededRandom = mulberry32;

export const ms = (n: number) => `${n.toFixed(1)} ms`;
