import type { OutboxRecord } from '../../../src/db/records';
import type { OutboxCounts, PortalStorage } from '../../../src/db/storage';
import { appendCommand } from '../../../src/worker/outbox/append-command';
import {
  createOutboxSender,
  type OutboxSenderDeps,
} from '../../../src/worker/outbox/outbox-sender';
import { createFakeLocks } from './fake-locks';
import { createManualClock } from './manual-clock';

type Respond = (command: OutboxRecord, signal: AbortSignal) => Promise<unknown>;

/** A sender wired to a manual clock, a fake lock and a scripted server. */
export function senderHarness(storage: PortalStorage, overrides: Partial<OutboxSenderDeps> = {}) {
  const clock = createManualClock();
  const locks = createFakeLocks();
  const changes: OutboxCounts[] = [];
  const errors: unknown[] = [];
  const calls: OutboxRecord[] = [];
  let respond: Respond = async (command) => ({ echo: command.id });

  const sender = createOutboxSender({
    store: storage.outbox,
    send: (command, signal) => {
      calls.push(command);
      return respond(command, signal);
    },
    lock: locks.lock,
    now: clock.now,
    setTimer: clock.setTimer,
    onChange: (counts) => changes.push(counts),
    onError: (error) => errors.push(error),
    random: () => 0.5, // no jitter: delays are exactly 1 s, 2 s, 4 s …
    ...overrides,
  });

  return {
    sender,
    clock,
    locks,
    changes,
    errors,
    calls,
    sentIds: () => calls.map((c) => c.id),
    respondWith(next: Respond) {
      respond = next;
    },
    /** Appends straight to the store (no flush), like another tab or an earlier session would. */
    append: (type: string, payload: unknown = {}) =>
      appendCommand(storage.outbox, type, payload, { now: clock.now }),
    /** Moves time on, then waits for the flush the timer started (a flush joins a running one). */
    async tick(ms: number) {
      clock.advance(ms);
      await sender.flush();
    },
    status: async (id: string) => (await storage.outbox.get(id))?.status,
  };
}
