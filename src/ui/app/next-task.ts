/**
 * Resolves in a later task: start-up work split at these points runs as several short tasks, so
 * the browser can paint and take input between them instead of waiting for one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
