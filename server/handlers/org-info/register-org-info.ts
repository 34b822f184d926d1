import type { ApiMount } from '../../http/server-context';

/** Mounts the routes of financing intentions and their pricing. */
export function registerOrgInfo(api: ApiMount): void {
  void api;
}
