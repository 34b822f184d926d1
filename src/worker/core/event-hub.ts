import type { CoreEvent, CoreEventListener } from '../../shared/events';

/**
 * The worker's one channel to the UI. Events raised before the UI subscribes are not replayed:
 * the UI reads the current state when it subscribes, then follows events.
 */
export function createEventHub() {
  let listener: CoreEventListener | null = null;
  return {
    subscribe(next: CoreEventListener): void {
      listener = next;
    },
    unsubscribe(): void {
      listener = null;
    },
    emit(event: CoreEvent): void {
      try {
        listener?.(event);
      } catch {
        // A closed tab leaves a dead proxy behind; it must not break the worker.
        listener = null;
      }
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
