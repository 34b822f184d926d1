import { ApiError } from '../../shared/errors/api-error';

/**
 * AbortSignals cannot cross the Comlink boundary, so a long call takes a call id chosen by the UI
 * and the UI cancels it by id. Cancelling an id that has not started yet is remembered, so a
 * cancel racing ahead of its call still wins.
 */
export function createCancellation() {
  const running = new Map<string, AbortController>();
  const cancelledEarly = new Set<string>();

  return {
    async run<T>(callId: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController();
      if (cancelledEarly.delete(callId)) controller.abort();
      running.set(callId, controller);
      try {
        if (controller.signal.aborted) throw cancelledError();
        return await task(controller.signal);
      } finally {
        running.delete(callId);
      }
    },
    cancel(callId: string): void {
      const controller = running.get(callId);
      if (controller) controller.abort();
      else cancelledEarly.add(callId);
    },
    get runningCount(): number {
      return running.size;
    },
  };
}

export const cancelledError = () =>
  new ApiError({ kind: 'cancelled', code: 0, message: 'cancelled' });

export type Cancellation = ReturnType<typeof createCancellation>;
