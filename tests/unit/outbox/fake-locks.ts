import type { OutboxLock } from '../../../src/worker/outbox/outbox-lock';

/** Web Locks' ifAvailable semantics in one process; `holdElsewhere` plays another tab. */
export function createFakeLocks() {
  const held = new Set<string>();
  let requests = 0;

  const lock: OutboxLock = {
    async request(name, _options, callback) {
      requests += 1;
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    },
  };

  return {
    lock,
    holdElsewhere(name: string): () => void {
      held.add(name);
      return () => held.delete(name);
    },
    isHeld: (name: string) => held.has(name),
    get requests() {
      return requests;
    },
  };
}
