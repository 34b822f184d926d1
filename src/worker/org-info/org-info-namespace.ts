import { proxy } from 'comlink';
import type { CoreServices } from '../core/create-core';

/** Financing intentions and their pricing (docs/financing-intentions.md). */
export function orgInfoNamespace(core: Promise<CoreServices>) {
  void core;
  return proxy({});
}
