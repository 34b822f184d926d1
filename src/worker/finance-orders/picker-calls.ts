import type { CoreServices } from '../core/create-core';

/** The application's pickers (P3's endpoints): filled in as they land. */
export function pickerCalls(core: Promise<CoreServices>) {
  void core;
  return {};
}
