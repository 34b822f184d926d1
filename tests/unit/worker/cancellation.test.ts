import { describe, expect, it } from 'vitest';
import { createCancellation } from '../../../src/worker/core/cancellation';
import { ApiError } from '../../../src/shared/errors/api-error';

const waitForAbort = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () =>
      reject(new ApiError({ kind: 'cancelled', code: 0, message: 'x' })),
    ),
  );

describe('cancellation by call id', () => {
  it('aborts the running call with that id', async () => {
    const c = createCancellation();
    const running = c.run('a', waitForAbort);
    c.cancel('a');
    await expect(running).rejects.toMatchObject({ kind: 'cancelled' });
    expect(c.runningCount).toBe(0);
  });

  it('leaves other calls running', async () => {
    const c = createCancellation();
    const other = c.run('b', async () => 'done');
    c.cancel('a');
    await expect(other).resolves.toBe('done');
  });

  it('wins when the cancel arrives before its call starts', async () => {
    const c = createCancellation();
    c.cancel('early');
    let started = false;
    await expect(
      c.run('early', async () => {
        started = true;
        return 1;
      }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
    expect(started).toBe(false);
  });
});
