import {
  REQUESTS_PER_ACCOUNT_PER_HOUR,
  REQUESTS_PER_ADDRESS_PER_HOUR,
  RESEND_COOLDOWN_SECONDS,
} from '../../../src/shared/password-reset/reset-rules';
import { FailureThrottle } from '../../auth/throttle';
import type { ServerContext } from '../../http/server-context';
import { RequestWindow } from './request-window';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The in-memory state of password reset, one per server, and the clock its codes live by. */
export interface ResetLimits {
  now: () => number;
  /** Requests per account as typed (name or e-mail), known or not. */
  requestsByAccount: RequestWindow;
  requestsByAddress: RequestWindow;
  /** Wrong codes per account as typed, on top of each code's own attempt limit. */
  failuresByAccount: FailureThrottle;
  failuresByAddress: FailureThrottle;
}

const clocks = new WeakMap<ServerContext, () => number>();
const limits = new WeakMap<ServerContext, ResetLimits>();

/**
 * The clock of the server's codes and limits (startServer's `now`: tests move it instead of
 * waiting 15 minutes). Set before the server listens; Date.now otherwise.
 */
export function setResetClock(server: ServerContext, now: () => number): void {
  clocks.set(server, now);
}

export function resetLimitsOf(server: ServerContext): ResetLimits {
  let state = limits.get(server);
  if (!state) {
    const now = () => (clocks.get(server) ?? Date.now)();
    const keys = { maxKeys: 10_000 };
    state = {
      now,
      requestsByAccount: new RequestWindow(
        {
          minGapMs: RESEND_COOLDOWN_SECONDS * 1000,
          maxPerWindow: REQUESTS_PER_ACCOUNT_PER_HOUR,
          windowMs: HOUR,
          ...keys,
        },
        now,
      ),
      requestsByAddress: new RequestWindow(
        { minGapMs: 0, maxPerWindow: REQUESTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR, ...keys },
        now,
      ),
      failuresByAccount: new FailureThrottle(
        {
          failuresBeforeLock: 10,
          firstLockMs: MINUTE,
          maxLockMs: 30 * MINUTE,
          forgetAfterMs: HOUR,
          ...keys,
        },
        now,
      ),
      failuresByAddress: new FailureThrottle(
        {
          failuresBeforeLock: 30,
          firstLockMs: MINUTE,
          maxLockMs: 30 * MINUTE,
          forgetAfterMs: HOUR,
          ...keys,
        },
        now,
      ),
    };
    limits.set(server, state);
  }
  return state;
}
