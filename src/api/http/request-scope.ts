import type { ApiError } from '../../shared/errors/api-error';
import type { Timers } from './clock';
import { cancelledError, networkError, timeoutError } from './transport-errors';

export interface RequestScope {
  /** Handed to fetch / XHR so that the transport itself stops on timeout or cancel. */
  readonly signal: AbortSignal;
  /**
   * Settles with `work`, or rejects as soon as the deadline passes or the caller aborts, even if
   * the transport ignores its signal. Other failures of the transport become network errors.
   */
  guard<T>(work: Promise<T>): Promise<T>;
  dispose(): void;
}

export interface RequestScopeOptions {
  timers: Timers;
  timeoutMs: number;
  endpointId: string;
  signal?: AbortSignal;
}

export function openRequestScope(options: RequestScopeOptions): RequestScope {
  const controller = new AbortController();
  let failure: ApiError | undefined;
  const abortWith = (error: ApiError): void => {
    if (failure) return;
    failure = error;
    controller.abort(error);
  };

  const timer = options.timers.setTimeout(
    () => abortWith(timeoutError(options.endpointId, options.timeoutMs)),
    options.timeoutMs,
  );
  const onCallerAbort = (): void => abortWith(cancelledError(options.endpointId));
  if (options.signal?.aborted) onCallerAbort();
  else options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const aborted = new Promise<never>((_, reject) => {
    const rejectWithFailure = (): void => reject(failure);
    if (controller.signal.aborted) rejectWithFailure();
    else controller.signal.addEventListener('abort', rejectWithFailure, { once: true });
  });
  // Nobody may be racing against it when it fires; that must not surface as unhandled.
  aborted.catch(() => undefined);

  return {
    signal: controller.signal,
    async guard<T>(work: Promise<T>): Promise<T> {
      // The losing side of the race may still reject later.
      work.catch(() => undefined);
      try {
        return await Promise.race([work, aborted]);
      } catch (error) {
        if (failure) throw failure;
        throw networkError(options.endpointId, error);
      }
    },
    dispose(): void {
      options.timers.clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
