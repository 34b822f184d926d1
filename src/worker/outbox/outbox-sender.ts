import { v7 as uuidv7 } from 'uuid';
import type { OutboxRecord } from '../../db/records';
import type { OutboxCounts, OutboxStore } from '../../db/storage';
import { appendCommand, type CommandReceipt } from './append-command';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { classifyFailure, commandErrorOf } from './classify-failure';
import { OUTBOX_LOCK_NAME, type OutboxLock } from './outbox-lock';

export interface OutboxSenderDeps {
  store: OutboxStore;
  /** Posts one command; the caller puts `command.id` in the idempotency header. Throws ApiError. */
  send: (command: OutboxRecord, signal: AbortSignal) => Promise<unknown>;
  lock: OutboxLock;
  now?: () => number;
  /** Returns a cancel function. */
  setTimer?: (callback: () => void, ms: number) => () => void;
  /** Called when the counts differ from the last ones reported (the worker's 'outbox' event). */
  onChange?: (counts: OutboxCounts) => void;
  /** A flush started by a timer has no caller to reject to; its error lands here. */
  onError?: (error: unknown) => void;
  backoff?: Partial<BackoffOptions>;
  /** Jitter source; tests pass `() => 0.5` for exact delays. */
  random?: () => number;
  newId?: () => string;
  lockName?: string;
  /** How soon to try again when another tab holds the lock and work is waiting. */
  busyRetryMs?: number;
}

export interface OutboxSender {
  /** Appends (resolving after the commit), reports the new counts and starts a flush. */
  append(type: string, payload: unknown): Promise<CommandReceipt>;
  /** Sends what is due, in seq order. A flush already running is joined, not doubled. */
  flush(): Promise<void>;
  /** Lifts the pause a lost session put on the sender, and flushes. */
  resume(): Promise<void>;
  /**
   * Re-issues a failed command under a NEW id (at the end of the queue), with its payload or an
   * edited one; the failed record becomes 'discarded' and points at the new id.
   */
  retryFailed(id: string, edited?: { payload: unknown }): Promise<CommandReceipt>;
  /** The user gives up on a failed command; its record is kept until compaction. */
  discardFailed(id: string): Promise<void>;
  readonly paused: boolean;
  /** For logout and shutdown: cancels the timer and the send in flight; later flushes do nothing. */
  stop(): void;
}

export const DEFAULT_BUSY_RETRY_MS = 2000;

const realTimer = (callback: () => void, ms: number) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/**
 * Sends the outbox one command at a time, strictly in seq order, from one tab at a time.
 *
 * A transient failure blocks the queue behind it (a later command may depend on an earlier
 * one, e.g. edit after create), with the backoff persisted in `nextAttemptAt` so another tab or
 * a reload honours it. A permanent rejection does not block: the command is marked failed with
 * the server's reason and its draft, and the next one goes.
 *
 * Each command is marked 'sent' before the request leaves. A crash between that and the answer
 * leaves it 'sent'; the next flush sends it again with the same id, and the server answers the
 * repeat with its first answer, so it is applied once.
 */
export function createOutboxSender(deps: OutboxSenderDeps): OutboxSender {
  const { store, send, lock } = deps;
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? realTimer;
  const backoff = { ...DEFAULT_BACKOFF, ...deps.backoff };
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? uuidv7;
  const lockName = deps.lockName ?? OUTBOX_LOCK_NAME;
  const busyRetryMs = deps.busyRetryMs ?? DEFAULT_BUSY_RETRY_MS;
  const onError = deps.onError ?? ((error: unknown) => console.error('outbox flush failed', error));

  let running: Promise<void> | null = null;
  let again = false;
  let paused = false;
  let stopped = false;
  let cancelWake: (() => void) | undefined;
  let inFlight: AbortController | undefined;
  let reported: OutboxCounts | undefined;

  async function notify(): Promise<void> {
    if (!deps.onChange) return;
    const counts = await store.counts();
    if (reported && reported.pending === counts.pending && reported.failed === counts.failed)
      return;
    reported = counts;
    deps.onChange(counts);
  }

  function wakeIn(ms: number): void {
    cancelWake?.();
    cancelWake = undefined;
    if (stopped) return;
    cancelWake = setTimer(() => {
      cancelWake = undefined;
      flush().catch(onError);
    }, ms);
  }

  const kick = () => {
    flush().catch(onError);
  };

  /** Sends until the queue is empty, the head is waiting out a backoff, or we must stop. */
  async function drain(): Promise<void> {
    while (!stopped && !paused) {
      const head = await store.head();
      if (!head) return;
      const wait = head.nextAttemptAt - now();
      if (wait > 0) {
        wakeIn(wait);
        return;
      }

      await store.markSent(head.id, now());
      const controller = new AbortController();
      inFlight = controller;
      let result: unknown;
      let failure: { error: unknown } | undefined;
      try {
        result = await send(head, controller.signal);
      } catch (error) {
        failure = { error };
      } finally {
        inFlight = undefined;
      }

      if (!failure) {
        await store.markApplied(head.id, result, now());
        await notify();
        continue;
      }

      const kind = controller.signal.aborted ? 'cancelled' : classifyFailure(failure.error);
      const unchanged = { attempts: head.attempts, nextAttemptAt: head.nextAttemptAt, at: now() };
      switch (kind) {
        case 'permanent':
          await store.markFailed(head.id, commandErrorOf(failure.error), now());
          await notify();
          continue;
        case 'transient': {
          const attempts = head.attempts + 1;
          const delay = backoffDelay(attempts, backoff, random);
          await store.markPending(head.id, { attempts, nextAttemptAt: now() + delay, at: now() });
          wakeIn(delay);
          return;
        }
        case 'session':
          // Not the command's fault: no attempt is counted, and nothing is sent until resume().
          paused = true;
          await store.markPending(head.id, unchanged);
          return;
        case 'cancelled':
          await store.markPending(head.id, unchanged);
          return;
      }
    }
  }

  async function flushOnce(): Promise<void> {
    await notify();
    if (paused || stopped) return;
    const granted = await lock.request(lockName, { ifAvailable: true }, async (held) => {
      if (!held) return false;
      await drain();
      return true;
    });
    if (!granted && !stopped && (await store.counts()).pending > 0) wakeIn(busyRetryMs);
  }

  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      // The running drain may have just seen an empty queue; make it look once more.
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await flushOnce();
        } while (again && !paused && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    async append(type, payload) {
      const receipt = await appendCommand(store, type, payload, { now, newId });
      await notify();
      kick();
      return receipt;
    },

    flush,

    resume() {
      paused = false;
      return flush();
    },

    async retryFailed(id, edited) {
      const failed = await store.get(id);
      const payload = edited ? edited.payload : failed?.payload;
      // reissue() checks the status inside its transaction; this read only supplies the payload.
      const next = { id: newId(), type: failed?.type ?? '', payload, at: now() };
      const record = await store.reissue(id, next);
      await notify();
      kick();
      return { id: record.id, seq: record.seq };
    },

    async discardFailed(id) {
      await store.discard(id, now());
      await notify();
    },

    get paused() {
      return paused;
    },

    stop() {
      stopped = true;
      cancelWake?.();
      cancelWake = undefined;
      inFlight?.abort();
    },
  };
}
