/**
 * Gives the event loop one turn, so a message that arrived meanwhile (a query from the page)
 * runs before the next slice of background work. Not `setTimeout(0)`: nested timers are clamped
 * to 4 ms in browsers, which would leave the worker idle a third of the time between 8 ms
 * slices. Node has `setImmediate` (after pending I/O); a worker has `MessageChannel`, whose
 * message is a task queued behind those already waiting.
 */
type Resume = () => void;

let channel: { port: MessagePort; waiting: Resume[] } | undefined;

function viaChannel(): Promise<void> {
  if (!channel) {
    const { port1, port2 } = new MessageChannel();
    const waiting: Resume[] = [];
    port1.onmessage = () => waiting.shift()?.();
    channel = { port: port2, waiting };
  }
  const { port, waiting } = channel;
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}

// Node's; not in the worker's type library.
const immediate = (globalThis as { setImmediate?: (run: () => void) => unknown }).setImmediate;

export function yieldToEventLoop(): Promise<void> {
  if (immediate) return new Promise((resolve) => immediate(resolve));
  if (typeof MessageChannel === 'function') return viaChannel();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
