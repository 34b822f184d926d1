import type { CommandLogRepo } from '../../db/storage';
import { planCompaction, type CompactionOptions } from './compaction';

/** Plans from the log as it is now and applies the plan; resolves to the entries dropped. */
export async function compactCommandLog(
  log: CommandLogRepo,
  options: CompactionOptions,
  at: number = Date.now(),
): Promise<number> {
  const [entries, checkpoint] = await Promise.all([log.entries(), log.checkpoint()]);
  const plan = planCompaction(entries, checkpoint, options);
  return plan ? log.compact(plan.throughSeq, at) : 0;
}
