import { proxy } from 'comlink';
import type { CoreServices } from '../core/create-core';

/** Password reset by one-time code, usable without a session (docs/password-reset.md). */
export function passwordResetNamespace(core: Promise<CoreServices>) {
  void core;
  return proxy({});
}
