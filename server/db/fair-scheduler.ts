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
 * key, not for all 20. A key is forgotten once nothing waits at all and it runs nothing.
 */
export class FairScheduler {
  private readonly requesters = new Map<string, Requester>();
  private clock = 0;
  private seq = 0;
  private running = 0;
  private scheduled = false;

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
        grant: () => resolve(this.granted(requester)),
      });
      this.schedule();
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

  private granted(requester: Requester): () => void {
    this.running++;
    requester.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      requester.running--;
      this.schedule();
    };
  }

  /**
   * Turns are handed out after pending I/O and promise callbacks ran, never in the same tick as
   * a release or a request. A PGlite statement blocks the event loop: a request that arrived
   * meanwhile, or the next statement of a request between two of its statements, must be queued
   * before the choice, or a flooding requester whose next statement is queued first would take
   * every freed turn and the others would wait one more turn at each step.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.dispatch();
    });
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
      if (!turn) break;
      this.clock = Math.max(this.clock, turn.start);
      turn.grant();
    }
    this.forgetWhenIdle();
  }

  /**
   * A requester's credit (turns it is ahead) matters only while others wait: once nothing waits
   * at all, every idle requester is forgotten, so the map holds no more than the busy period's
   * requesters however many come and go.
   */
  private forgetWhenIdle(): void {
    for (const r of this.requesters.values()) if (r.waiting.length > 0) return;
    for (const [key, r] of this.requesters) if (r.running === 0) this.requesters.delete(key);
  }
}
