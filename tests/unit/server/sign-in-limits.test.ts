import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../server/auth/client-address';
import { ReplayGuard } from '../../../server/auth/replay-guard';
import { FailureThrottle } from '../../../server/auth/throttle';
import { TokenBuckets } from '../../../server/handlers/analytics/token-buckets';

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const policy = {
  failuresBeforeLock: 2,
  firstLockMs: 1_000,
  maxLockMs: 4_000,
  forgetAfterMs: 10_000,
  maxKeys: 3,
};

describe('FailureThrottle', () => {
  it('tracks at most maxKeys names however many are sent', () => {
    const c = clock();
    const throttle = new FailureThrottle(policy, c.now);
    for (let i = 0; i < 1000; i += 1) throttle.begin(`name-${i}`);
    expect(throttle.size).toBe(3);
  });

  it('doubles the lock up to its cap', () => {
    const c = clock();
    const throttle = new FailureThrottle(policy, c.now);
    const locks: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      throttle.begin('a');
      locks.push(throttle.lockedFor('a'));
      c.advance(throttle.lockedFor('a'));
    }
    expect(locks).toEqual([0, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  it('forgets a key after forgetAfterMs without failures', () => {
    const c = clock();
    const throttle = new FailureThrottle(policy, c.now);
    throttle.begin('a');
    c.advance(10_000);
    throttle.begin('a');
    expect(throttle.lockedFor('a')).toBe(0);
  });

  it('takes back an attempt and the lock it set when it was no failure', () => {
    const c = clock();
    const throttle = new FailureThrottle(policy, c.now);
    throttle.begin('a');
    const second = throttle.begin('a');
    expect(throttle.lockedFor('a')).toBe(1_000);
    if (second.ok) second.undo();
    expect(throttle.lockedFor('a')).toBe(0);
  });
});

describe('ReplayGuard', () => {
  it('remembers at most maxNonces and refuses new stamps rather than forget a live one', () => {
    const c = clock();
    const guard = new ReplayGuard({ maxAgeMs: 1_000, maxNonces: 2 }, c.now);
    expect(guard.check({ ts: c.now(), nonce: 'n1' }).ok).toBe(true);
    expect(guard.check({ ts: c.now(), nonce: 'n2' }).ok).toBe(true);
    expect(guard.check({ ts: c.now(), nonce: 'n3' })).toEqual({
      ok: false,
      reason: 'full',
      retryAfterMs: 2_000,
    });
    c.advance(2_000);
    expect(guard.check({ ts: c.now(), nonce: 'n3' }).ok).toBe(true);
    expect(guard.size).toBe(1);
  });
});

describe('TokenBuckets', () => {
  it('tracks at most maxClients addresses', () => {
    const buckets = new TokenBuckets({ burst: 1, perSecond: 1, maxClients: 5 }, clock().now);
    for (let i = 0; i < 100; i += 1) buckets.take(`10.0.0.${i}`);
    expect(buckets.size).toBe(5);
  });
});

describe('addressKey', () => {
  it('keys IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
