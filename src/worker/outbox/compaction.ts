import type { CommandLogEntry, LogCheckpoint } from '../../db/records';

export interface CompactionOptions {
  /** The most recent applied commands stay in the log whatever their age (for the UI's history). */
  keepLast: number;
  /**
   * Time of the server snapshot the projections start from: a command applied before it is
   * already part of that snapshot, so the log no longer needs it to rebuild them.
   */
  appliedBefore: number;
}

export interface CompactionPlan {
  /** Log entries (and applied or discarded outbox records) at or below this seq go. */
  throughSeq: number;
  /** How many log entries that drops. */
  count: number;
}

/**
 * Decides how far the checkpoint may move. Only a prefix in seq order is compacted, so that
 * "everything at or below throughSeq is in the snapshot" stays true. Pure; the store applies the
 * plan in one transaction (CommandLogRepo.compact).
 */
export function planCompaction(
  entries: readonly CommandLogEntry[],
  checkpoint: LogCheckpoint | undefined,
  options: CompactionOptions,
): CompactionPlan | null {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  const candidates = sorted.slice(0, Math.max(0, sorted.length - Math.max(0, options.keepLast)));
  let throughSeq = checkpoint?.throughSeq ?? 0;
  let count = 0;
  for (const entry of candidates) {
    if (entry.appliedAt >= options.appliedBefore) break;
    if (entry.seq <= throughSeq) continue;
    throughSeq = entry.seq;
    count++;
  }
  return count > 0 ? { throughSeq, count } : null;
}
