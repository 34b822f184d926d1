/**
 * The part of the Web Locks API the sender uses; `navigator.locks` satisfies it in the worker,
 * a fake does in Node tests.
 *
 * The sender asks with `{ ifAvailable: true }` for each flush and releases the lock when the
 * queue is empty or waiting out a backoff. It does not queue for the lock or hold it for the
 * tab's lifetime: a queued request would keep a second tab waiting to send commands the first
 * tab has long sent (every tab reads the same IndexedDB outbox, so whoever holds the lock sends
 * everyone's commands), and a lifetime holder that the browser freezes in the background would
 * stall every tab's outbox. A tab that finds the lock taken simply tries again a little later.
 */
export interface OutboxLock {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: object | null) => Promise<boolean>,
  ): Promise<boolean>;
}

export const OUTBOX_LOCK_NAME = 'scf-portal:outbox';

/**
 * For a runtime without Web Locks. Two tabs may then send the same command at the same time;
 * the server applies an id once and answers the repeat with the first answer, so this costs a
 * duplicate request, never a duplicate effect.
 */
export const uncontendedLock: OutboxLock = {
  request: (_name, _options, callback) => callback({}),
};
