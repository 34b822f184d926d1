import type { Timers } from '../../../../src/api/http/clock';

interface Scheduled {
  id: number;
  due: number;
  callback: () => void;
}

export interface FakeClock extends Timers {
  now(): number;
  /** Moves time forward, firing every timer that falls due on the way, in order. */
  advance(ms: number): void;
  pendingTimers(): number;
}

export function createFakeClock(start = 1_700_000_000_000): FakeClock {
  let now = start;
  let nextId = 1;
  let timers: Scheduled[] = [];
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ id, due: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = timers
          .filter((t) => t.due <= target)
          .sort((a, b) => a.due - b.due || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.due;
        due.callback();
      }
      now = target;
    },
    pendingTimers: () => timers.length,
  };
}
