interface Turn {
  /** Virtual start: one unit after the key's previous turn, never behind the clock. */
  start: number;
  /** Arrival order, to break ties. */
  seq: number;
  grant: () => void;
}

interface Requester {
  waiting: Turn[];
  running: number;
  /** Virtual time at which this key's last queued turn ends. */
  finish: number;
}

/**
 * Turns at a scarce resource (the database) shared fairly between requesters: start-time fair
 * queuing with one unit per turn. Each key (a session, or a client address) waits in its own
 * FIFO; `slots` turns run at once, and a freed slot goes to the waiting turn with the earliest
 * virtual start. A key's turns start one unit apart, and a key that arrives starts at the clock
 * (the start of the turn granted last), so a user with 20 queued heavy calls gets one turn per
 * round like a user with one light call, who waits for at most one turn of each other waiting
 * key, not for all 20. A key is forgotten once it has nothing waiting or running.
 */
export class FairScheduler {
  private readonly requesters = new Map<string, Requester>();
  private clock = 0;
  private seq = 0;
  private running = 0;

  constructor(readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`slots must be ≥ 1, got ${slots}`);
  }

  /** Resolves with a release function once `key` has a turn. Release exactly once. */
  acquire(key: string): Promise<() => void> {
    const requester = this.requesterOf(key);
    return new Promise((resolve) => {
      const start = Math.max(this.clock, requester.finish);
      requester.finish = start + 1;
      requester.waiting.push({
        start,
        seq: this.seq++,
        grant: () => resolve(this.granted(key, requester)),
      });
      this.dispatch();
    });
  }

  /** Turns running and waiting, and the keys with either, for tests and logs. */
  stats(): { running: number; waiting: number; keys: number } {
    let waiting = 0;
    for (const r of this.requesters.values()) waiting += r.waiting.length;
    return { running: this.running, waiting, keys: this.requesters.size };
  }

  private requesterOf(key: string): Requester {
    let requester = this.requesters.get(key);
    if (!requester) {
      requester = { waiting: [], running: 0, finish: 0 };
      this.requesters.set(key, requester);
    }
    return requester;
  }

  private granted(key: string, requester: Requester): () => void {
    this.running++;
    requester.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      requester.running--;
      if (requester.running === 0 && requester.waiting.length === 0) {
        this.requesters.delete(key);
      }
      this.dispatch();
    };
  }

  private dispatch(): void {
    while (this.running < this.slots) {
      let next: Requester | undefined;
      for (const requester of this.requesters.values()) {
        const head = requester.waiting[0];
        const best = next?.waiting[0];
        if (
          head &&
          (!best || head.start < best.start || (head.start === best.start && head.seq < best.seq))
        ) {
          next = requester;
        }
      }
      const turn = next?.waiting.shift();
      if (!turn) return;
      this.clock = Math.max(this.clock, turn.start);
      turn.grant();
    }
  }
}
