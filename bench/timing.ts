/** Timing and memory helpers: warm-up runs, then N timed runs reported as first, p50 and p95. */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface Timing {
  /** The first (cold) run, including any lazily built per-column cache. */
  first: number;
  p50: number;
  p95: number;
  runs: number;
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export async function time(
  fn: () => Promise<unknown>,
  opts: { warmup: number; runs: number; between?: () => void },
): Promise<Timing> {
  const samples: number[] = [];
  let first = Number.NaN;
  for (let i = 0; i < opts.warmup + opts.runs; i++) {
    opts.between?.();
    const start = performance.now();
    await fn();
    const elapsed = performance.now() - start;
    sampleRss();
    if (i === 0) first = elapsed;
    if (i >= opts.warmup) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  return {
    first,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    runs: samples.length,
  };
}

/**
 * A query measured as every section does: the first call is the cold one (lazily built columns
 * and caches) and gives the answer that is checked; then 2 warm-up runs and `runs` timed ones.
 */
export async function timeQuery<A>(
  fn: () => Promise<A>,
  runs: number,
): Promise<{ answer: A; timing: Timing }> {
  const started = performance.now();
  const answer = await fn();
  const first = performance.now() - started;
  return { answer, timing: { ...(await time(fn, { warmup: 2, runs })), first } };
}

let peakRss = 0;
/** RSS is sampled after every run and on a timer (synchronous engines block the timer). */
export function sampleRss(): number {
  const rss = process.memoryUsage().rss;
  if (rss > peakRss) peakRss = rss;
  return rss;
}
export const peakRssBytes = (): number => peakRss;

/** A full GC when available: tsx gives no --expose-gc, so the flag is set at run time. */
let collect: (() => void) | undefined;
export function gc(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/** Heap plus ArrayBuffers (typed arrays and the wasm memory live outside the JS heap). */
export function heapBytes(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
