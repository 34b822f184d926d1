import { proxy } from 'comlink';
import type { CoreServices } from '../core/create-core';

/** Real-name verification of the company and of the operator (docs/realname.md). */
export function realnameNamespace(core: Promise<CoreServices>) {
  void core;
  return proxy({});
}
