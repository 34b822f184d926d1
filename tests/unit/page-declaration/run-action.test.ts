import { describe, expect, it, vi } from 'vitest';
import { runAction } from '../../../src/ui/components/search-list/run-action';

describe('action flow', () => {
  const setup = () => {
    const loading: boolean[] = [];
    const waits: number[] = [];
    const onError = vi.fn();
    const options = {
      setLoading: (l: boolean) => loading.push(l),
      onError,
      wait: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
    };
    return { loading, waits, onError, options };
  };

  it('runs the after-step 900 ms after an action that answers true', async () => {
    const { loading, waits, options } = setup();
    const after = vi.fn();
    await runAction({ run: () => true, after }, options);
    expect(waits).toEqual([900]);
    expect(after).toHaveBeenCalledOnce();
    expect(loading).toEqual([true, false]);
  });

  it('uses the configured delay, and skips the after-step when the action answers false', async () => {
    const { waits, options } = setup();
    const after = vi.fn();
    await runAction({ run: () => true, after }, { ...options, delayMs: 50 });
    await runAction({ run: () => false, after }, options);
    expect(waits).toEqual([50]);
    expect(after).toHaveBeenCalledOnce();
  });

  it('does not run when the before-step refuses', async () => {
    const { options } = setup();
    const run = vi.fn(() => true);
    await runAction({ before: () => Promise.resolve(false), run }, options);
    expect(run).not.toHaveBeenCalled();
  });

  it('logs a failure, reports it and ends loading', async () => {
    const { loading, onError, options } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runAction({ run: () => Promise.reject(new Error('boom')) }, options);
    expect(onError).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalled();
    expect(loading).toEqual([true, false]);
    log.mockRestore();
  });
});
