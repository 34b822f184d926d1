import { describe, expect, it } from 'vitest';
import { RequestWindow } from '../../../server/handlers/password-reset/request-window';

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('the request window', () => {
  it('makes a key wait its gap, and counts only requests let through', () => {
    const c = clock();
    const w = new RequestWindow(
      { minGapMs: 60_000, maxPerWindow: 5, windowMs: 3_600_000, maxKeys: 10 },
      c.now,
    );
    expect(w.take('a').ok).toBe(true);
    expect(w.take('a')).toEqual({ ok: false, retryAfterMs: 60_000 });
    c.advance(20_000);
    expect(w.take('a')).toEqual({ ok: false, retryAfterMs: 40_000 });
    expect(w.take('b').ok).toBe(true);
    c.advance(40_000);
    expect(w.take('a').ok).toBe(true);
  });

  it('allows maxPerWindow requests a window, then waits for the oldest to leave it', () => {
    const c = clock();
    const w = new RequestWindow(
      { minGapMs: 0, maxPerWindow: 3, windowMs: 1000, maxKeys: 10 },
      c.now,
    );
    for (let i = 0; i < 3; i += 1) {
      expect(w.take('a').ok).toBe(true);
      c.advance(100);
    }
    expect(w.take('a')).toEqual({ ok: false, retryAfterMs: 700 });
    c.advance(700);
    expect(w.take('a').ok).toBe(true);
  });

  it('keeps at most maxKeys keys and forgets keys idle for a window', () => {
    const c = clock();
    const w = new RequestWindow(
      { minGapMs: 0, maxPerWindow: 1, windowMs: 1000, maxKeys: 3 },
      c.now,
    );
    for (const key of ['a', 'b', 'c', 'd']) w.take(key);
    expect(w.size).toBe(3);
    // 'a' was evicted: it may ask again at once.
    expect(w.take('a').ok).toBe(true);
    c.advance(1000);
    w.take('e');
    expect(w.size).toBe(1);
  });
});
