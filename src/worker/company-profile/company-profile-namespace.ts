import { proxy } from 'comlink';
import type { CoreServices } from '../core/create-core';

/** The company profile: detail, attachments tree, batch download (docs/company.md). */
export function companyProfileNamespace(core: Promise<CoreServices>) {
  void core;
  return proxy({});
}
