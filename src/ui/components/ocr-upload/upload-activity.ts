/**
 * The uploads running anywhere in the tab (spec 001 §4: "a global loading overlay counts
 * concurrent uploads and hides when the count reaches zero"). Each upload registers how to cancel
 * it, so the overlay, which covers the page, can still offer a way out.
 */
type Cancel = () => void;

const running = new Map<number, Cancel>();
const listeners = new Set<() => void>();
let nextId = 1;

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts one upload until the returned `end` is called (calling it again does nothing). */
export function beginUpload(cancel: Cancel): () => void {
  const id = nextId++;
  running.set(id, cancel);
  notify();
  return () => {
    if (running.delete(id)) notify();
  };
}

export const runningUploads = (): number => running.size;

/** Cancels every running upload; each ends itself through its own cancellation. */
export function cancelAllUploads(): void {
  for (const cancel of [...running.values()]) cancel();
}

/** For useSyncExternalStore. */
export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
