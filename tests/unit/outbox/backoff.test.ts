import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF } from '../../../src/worker/outbox/backoff';

describe('backoffDelay', () => {
  const noJitter = () => 0.5;

  it('doubles from one second and stops at the cap of a minute', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) =>
      backoffDelay(n, DEFAULT_BACKOFF, noJitter),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  it('spreads by at most the jitter fraction and never exceeds the cap', () => {
    expect(backoffDelay(1, DEFAULT_BACKOFF, () => 0)).toBe(800);
    expect(backoffDelay(1, DEFAULT_BACKOFF, () => 0.999999)).toBe(1200);
    expect(backoffDelay(10, DEFAULT_BACKOFF, () => 0.999999)).toBe(60000);
    expect(backoffDelay(10, DEFAULT_BACKOFF, () => 0)).toBe(48000);
  });

  it('is exact with jitter switched off', () => {
    const options = { ...DEFAULT_BACKOFF, jitter: 0 };
    expect(backoffDelay(3, options, Math.random)).toBe(4000);
  });
});
