import type { ApiMount } from '../../http/server-context';

/** Mounts the routes of real-name verification. */
export function registerRealname(api: ApiMount): void {
  void api;
}
