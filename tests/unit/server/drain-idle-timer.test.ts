import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleTimer } from '../../../server/http/drain-body';

/**
 * The CI run that failed with EPIPE: a refused 21 MB upload was cut off while its client was still
 * sending, because the drain's timer counted total time and fired first after a long busy stretch.
 */
describe('the drain gives up only on a silent client', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps waiting while bytes keep coming, however long the whole body takes', () => {
    vi.useFakeTimers();
    let bytes = 0;
    const onIdle = vi.fn();
    const timer = idleTimer(() => bytes, onIdle);
    for (let second = 0; second < 30; second++) {
      bytes += 1000;
      vi.advanceTimersByTime(1000);
    }
    expect(onIdle).not.toHaveBeenCalled();
    timer.stop();
  });

  it('reads what arrived during a busy stretch before deciding the client went quiet', () => {
    vi.useFakeTimers();
    let bytes = 0;
    const onIdle = vi.fn();
    const timer = idleTimer(() => bytes, onIdle);
    // The timer is due, but data read in the same turn of the loop (before the immediate) counts.
    vi.advanceTimersToNextTimer();
    bytes += 1;
    vi.runOnlyPendingTimers();
    expect(onIdle).not.toHaveBeenCalled();
    timer.stop();
  });

  it('gives up after ten quiet seconds, once', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    idleTimer(() => 0, onIdle);
    vi.advanceTimersByTime(9_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
