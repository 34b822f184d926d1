import { proxy } from 'comlink';
import type { CoreServices } from '../core/create-core';

/** The home page's figures per company role (issue 19, docs/home.md). */
export function homeNamespace(core: Promise<CoreServices>) {
  void core;
  return proxy({});
}
