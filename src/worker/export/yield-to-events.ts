/**
 * Lets the worker's event loop run (a cancel message, a progress post) between writer batches.
 * A MessageChannel task is not clamped like nested timeouts are (4 ms each after a few).
 */
export function yieldToEvents(): Promise<void> {
  if (typeof MessageChannel === 'undefined') {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
