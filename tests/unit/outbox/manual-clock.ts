/**
 * A clock the test moves by hand, with timers that fire only when it is advanced. Used instead
 * of vi.useFakeTimers for the Dexie runs: fake-indexeddb schedules its own work with
 * setImmediate/setTimeout, which faked timers would freeze.
 */
export function createManualClock(start = 1_000_000) {
  let time = start;
  let timers: Array<{ at: number; callback: () => void }> = [];

  return {
    now: () => time,
    setTimer(callback: () => void, ms: number): () => void {
      const timer = { at: time + ms, callback };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    /** Delays (from now) of the timers still armed. */
    armed: () => timers.map((t) => t.at - time).sort((a, b) => a - b),
    /** Moves time on and fires what came due, earliest first. */
    advance(ms: number): void {
      time += ms;
      const due = timers.filter((t) => t.at <= time).sort((a, b) => a.at - b.at);
      timers = timers.filter((t) => t.at > time);
      for (const t of due) t.callback();
    },
  };
}

export type ManualClock = ReturnType<typeof createManualClock>;
