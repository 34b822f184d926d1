/**
 * Time and timers are injected so that tests drive them with a fake clock and the worker keeps no
 * hidden dependency on globals grabbed at import time.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Clock extends Timers {
  now(): number;
}

export function createClock(parts: { now?: () => number; timers?: Timers }): Clock {
  const now = parts.now ?? (() => Date.now());
  const timers: Timers = parts.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    // The handle is whatever setTimeout returned; both Node and the worker accept it back.
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  };
  return {
    now,
    setTimeout: (callback, ms) => timers.setTimeout(callback, ms),
    clearTimeout: (handle) => timers.clearTimeout(handle),
  };
}
