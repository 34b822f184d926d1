import { describe, expect, it, vi } from 'vitest';
import { backSteps, entriesBehind, resolveBack } from '../../../src/shared/screen/back-target';

const withHistory = (n: number) => ({ entriesBehind: n, fallback: '/trading/invoice' });

describe('Back button target', () => {
  it('goes one page back by default when the app has an entry behind', () => {
    expect(resolveBack({ kind: 'back' }, withHistory(1))).toEqual({ kind: 'history', delta: -1 });
  });

  it('goes n pages back when asked and the history holds n entries', () => {
    expect(resolveBack({ kind: 'back', steps: 3 }, withHistory(3))).toEqual({
      kind: 'history',
      delta: -3,
    });
  });

  it('goes to the fallback when the page was opened directly', () => {
    expect(resolveBack({ kind: 'back' }, withHistory(0))).toEqual({
      kind: 'navigate',
      to: '/trading/invoice',
    });
  });

  it('goes to the fallback rather than leaving the app when n is more than the history holds', () => {
    expect(resolveBack({ kind: 'back', steps: 2 }, withHistory(1))).toEqual({
      kind: 'navigate',
      to: '/trading/invoice',
    });
  });

  it('does nothing without history and without a fallback', () => {
    expect(resolveBack({ kind: 'back' }, { entriesBehind: 0, fallback: null })).toEqual({
      kind: 'none',
    });
  });

  it('runs the given function, ignoring history', () => {
    const fn = vi.fn();
    expect(resolveBack({ kind: 'run', fn }, withHistory(0))).toEqual({ kind: 'run', fn });
  });

  it('goes to the given location, ignoring history', () => {
    expect(resolveBack({ kind: 'to', location: '/home' }, withHistory(5))).toEqual({
      kind: 'navigate',
      to: '/home',
    });
  });

  it('treats a step count that is not a whole number of at least 1 as 1', () => {
    expect([undefined, 0, -2, 1.5, Number.NaN, 4].map(backSteps)).toEqual([1, 1, 1, 1, 1, 4]);
  });

  it("reads React Router's entry index, anything unreadable as 0", () => {
    expect(entriesBehind({ idx: 2, key: 'k' })).toBe(2);
    expect([null, undefined, 'x', {}, { idx: '2' }, { idx: -1 }].map(entriesBehind)).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });
});
