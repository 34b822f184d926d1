import { LOGIN_STAMP_MAX_AGE_MS } from '../../src/api/crypto/login-stamp';
import { ReplayGuard, type ReplayPolicy } from './replay-guard';
import { FailureThrottle, type ThrottlePolicy } from './throttle';

const MINUTE = 60_000;

/** Per user name: 5 failures, then 30 s, 60 s, 120 s … up to 15 min. */
export const DEFAULT_NAME_POLICY: ThrottlePolicy = {
  failuresBeforeLock: 5,
  firstLockMs: 30_000,
  maxLockMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
  maxKeys: 10_000,
};

/**
 * Per client address: more room, because one office behind one address holds many users (and
 * the contract suite signs in from 127.0.0.1 all the time); the same growth after that.
 */
export const DEFAULT_ADDRESS_POLICY: ThrottlePolicy = {
  failuresBeforeLock: 50,
  firstLockMs: 30_000,
  maxLockMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
  maxKeys: 10_000,
};

export const DEFAULT_REPLAY_POLICY: ReplayPolicy = {
  maxAgeMs: LOGIN_STAMP_MAX_AGE_MS,
  maxNonces: 100_000,
};

/** startServer's knobs for sign-in (tests shorten the locks or bring a clock). */
export interface SignInProtectionOptions {
  byName?: Partial<ThrottlePolicy>;
  byAddress?: Partial<ThrottlePolicy>;
  replay?: Partial<ReplayPolicy>;
}

/** The state the login handler keeps between requests: in memory, one per server process. */
export interface SignInProtection {
  byName: FailureThrottle;
  byAddress: FailureThrottle;
  replay: ReplayGuard;
}

export function createSignInProtection(
  options: SignInProtectionOptions = {},
  now: () => number = Date.now,
): SignInProtection {
  return {
    byName: new FailureThrottle({ ...DEFAULT_NAME_POLICY, ...options.byName }, now),
    byAddress: new FailureThrottle({ ...DEFAULT_ADDRESS_POLICY, ...options.byAddress }, now),
    replay: new ReplayGuard({ ...DEFAULT_REPLAY_POLICY, ...options.replay }, now),
  };
}
