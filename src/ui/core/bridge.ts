import { wrap, proxy, releaseProxy, type Remote } from 'comlink';
import type { CoreApi } from '../../worker/index';
import type { CoreEventListener } from '../../shared/events';
import { registerErrorTransfer } from '../../shared/errors/transfer';

export type Core = Remote<CoreApi>;

/** How long the worker may take to answer its first ping before we call it broken. */
const START_TIMEOUT_MS = 15_000;

export class CoreStartError extends Error {
  override readonly name = 'CoreStartError';
}

let current: { core: Core; worker: Worker } | null = null;

/**
 * The one place the UI wraps the worker. A worker that cannot start (no module workers, a CSP
 * that forbids it, a script that fails to load) rejects with CoreStartError so the UI can show a
 * clear page instead of a blank screen.
 */
export async function startCore(): Promise<Core> {
  if (current) return current.core;
  registerErrorTransfer();
  let worker: Worker;
  try {
    worker = new Worker(new URL('../../worker/index.ts', import.meta.url), {
      type: 'module',
      name: 'portal-core',
    });
  } catch (e) {
    throw new CoreStartError(e instanceof Error ? e.message : String(e));
  }
  const core = wrap<CoreApi>(worker);
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new CoreStartError(event.message || 'the worker script failed to load'));
    });
    setTimeout(
      () => reject(new CoreStartError('the worker did not answer in time')),
      START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([core.ping(), failed]);
    // Configuration, storage and the stored session load next; a failure there is as fatal.
    await Promise.race([core.ready(), failed]);
  } catch (e) {
    worker.terminate();
    throw e instanceof CoreStartError
      ? e
      : new CoreStartError(e instanceof Error ? e.message : String(e));
  }
  current = { core, worker };
  return core;
}

export function subscribeToCore(core: Core, listener: CoreEventListener) {
  return core.subscribe(proxy(listener));
}

/** Releases the proxy and stops the worker (tests and hot reload). */
export function stopCore(): void {
  if (!current) return;
  current.core[releaseProxy]();
  current.worker.terminate();
  current = null;
}
