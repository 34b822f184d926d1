import { proxy } from 'comlink';
import type { CoreServices } from '../core/create-core';

/** Company edits, the name and registration checks, and pending legal-data changes (docs/company.md). */
export function companyEditNamespace(core: Promise<CoreServices>) {
  void core;
  return proxy({});
}
