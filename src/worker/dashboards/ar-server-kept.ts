/**
 * The server's dashboard answers, kept in the worker while the first sync runs. The page asks
 * again whenever one of the sync's tables is stored, and until the last one is in, the answer
 * comes from the server: without this, each table stored sent every analytics call again (five
 * rounds of ~20 calls at 1M receivables, each round 4–5 s of the reference server's database),
 * and every round held up the very sync it was covering for. One answer per question is what
 * the page needs; the local figures replace it when the sync ends.
 */
import type { ArDashboard } from '../../shared/dashboard/ar-dashboard';

/**
 * How long a server answer stands for the same question. Longer than a first sync at 1M under
 * load; short enough that a page that stays on the server (no cache: IndexedDB unavailable)
 * shows figures at most a minute old when asked again.
 */
export const SERVER_ANSWER_KEPT_MS = 60_000;
/** Questions kept: the default view and a few cross-filters made during the sync. */
const KEEP = 8;

export interface ServerAnswers {
  /** The kept answer to `key`, else `ask()`'s, kept unless it fails. */
  answer(key: string, ask: () => Promise<ArDashboard>): Promise<ArDashboard>;
}

export function createServerAnswers(now: () => number = Date.now): ServerAnswers {
  const kept = new Map<string, { at: number; answer: Promise<ArDashboard> }>();
  return {
    answer(key, ask) {
      const known = kept.get(key);
      if (known && now() - known.at < SERVER_ANSWER_KEPT_MS) return known.answer;
      kept.delete(key);
      const answer = ask();
      kept.set(key, { at: now(), answer });
      // A failed call is asked again next time rather than failing from memory.
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      for (const oldest of kept.keys()) {
        if (kept.size <= KEEP) break;
        kept.delete(oldest);
      }
      return answer;
    },
  };
}
