import { isApiError } from '../../shared/errors/api-error';
import type { Timers } from './clock';
import { cancelledError } from './transport-errors';

export interface RetryPolicy {
  /** Server codes (envelope or HTTP status) worth another try, e.g. 400 for text recognition. */
  codes: readonly number[];
  retries: number;
  delayMs: number;
}

/**
 * Retries a call whose failure carries one of the listed codes, after a pause (spec 7, text
 * recognition: once after 10 s on code 400). Other failures, and a cancel, end it at once.
 */
export async function retryOnCodes<T>(
  run: () => Promise<T>,
  policy: RetryPolicy,
  timers: Timers,
  options: { signal?: AbortSignal; endpointId?: string } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const retryable =
        attempt < policy.retries &&
        isApiError(error) &&
        (error.kind === 'business' || error.kind === 'http') &&
        policy.codes.includes(error.code);
      if (!retryable) throw error;
      await pause(policy.delayMs, timers, options.signal, options.endpointId ?? 'retry');
    }
  }
}

function pause(ms: number, timers: Timers, signal: AbortSignal | undefined, endpointId: string) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError(endpointId));
      return;
    }
    const onAbort = (): void => {
      timers.clearTimeout(handle);
      reject(cancelledError(endpointId));
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
