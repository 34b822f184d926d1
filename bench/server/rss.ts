import { readFileSync, writeFileSync } from 'node:fs';

/** Resident size of a process in bytes, from /proc (Linux): the current and the peak. */
export function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

/**
 * Resets the kernel's peak-RSS mark so the next `peak` covers one phase only. Returns false when
 * the kernel refuses (then the sampled maximum is all there is).
 */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the largest seen. */
export function sampleRss(pid: number, everyMs = 50): { stop: () => number } {
  let max = rssOf(pid).rss;
  const timer = setInterval(() => {
    try {
      max = Math.max(max, rssOf(pid).rss);
    } catch {
      // The process ended: keep what was seen.
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return max;
    },
  };
}
